; ModuleID = 'saxpy.c'
source_filename = "saxpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [8 x i8] c"saxpy.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 20 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 20 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 27 } }
@4 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 27 }, ptr @4, i8 3, i8 0 }
@6 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 9 } }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 9 }, ptr @4, i8 3, i8 1 }
@8 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 3, i32 29 }, ptr @8 }
@10 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 21 } }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 21 }, ptr @1, i8 3, i8 0 }
@12 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 9 } }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 9 }, ptr @4, i8 3, i8 1 }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 29 }, ptr @8 }
@15 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 16 } }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 16 }, ptr @4, i8 3, i8 0 }
@17 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 9 } }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 9 }, ptr @4, i8 3, i8 1 }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 29 }, ptr @8 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @saxpy(i32 noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %114, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %115

14:                                               ; preds = %10
  %15 = load double, ptr %6, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %18), !nosanitize !6
  %21 = extractvalue { i64, i1 } %20, 1, !nosanitize !6
  %22 = or i1 %21, false, !nosanitize !6
  %23 = extractvalue { i64, i1 } %20, 0, !nosanitize !6
  %24 = ptrtoint ptr %16 to i64, !nosanitize !6
  %25 = add i64 %24, %23, !nosanitize !6
  %26 = icmp ne ptr %16, null, !nosanitize !6
  %27 = icmp ne i64 %25, 0, !nosanitize !6
  %28 = icmp eq i1 %26, %27, !nosanitize !6
  %29 = xor i1 %22, true, !nosanitize !6
  %30 = icmp uge i64 %25, %24, !nosanitize !6
  %31 = icmp sge i64 %23, 0, !nosanitize !6
  %32 = icmp ult i64 %25, %24, !nosanitize !6
  %33 = select i1 %31, i1 %30, i1 %32, !nosanitize !6
  %34 = and i1 %33, %29, !nosanitize !6
  %35 = and i1 %28, %34, !nosanitize !6
  br i1 %35, label %37, label %36, !prof !7, !nosanitize !6

36:                                               ; preds = %14
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %24, i64 %25) #3, !nosanitize !6
  br label %37, !nosanitize !6

37:                                               ; preds = %36, %14
  %38 = icmp ne ptr %19, null, !nosanitize !6
  %39 = ptrtoint ptr %19 to i64, !nosanitize !6
  %40 = and i64 %39, 7, !nosanitize !6
  %41 = icmp eq i64 %40, 0, !nosanitize !6
  %42 = and i1 %38, %41, !nosanitize !6
  br i1 %42, label %44, label %43, !prof !7, !nosanitize !6

43:                                               ; preds = %37
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %39) #3, !nosanitize !6
  br label %44, !nosanitize !6

44:                                               ; preds = %43, %37
  %45 = load double, ptr %19, align 8
  %46 = load ptr, ptr %8, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %48), !nosanitize !6
  %51 = extractvalue { i64, i1 } %50, 1, !nosanitize !6
  %52 = or i1 %51, false, !nosanitize !6
  %53 = extractvalue { i64, i1 } %50, 0, !nosanitize !6
  %54 = ptrtoint ptr %46 to i64, !nosanitize !6
  %55 = add i64 %54, %53, !nosanitize !6
  %56 = icmp ne ptr %46, null, !nosanitize !6
  %57 = icmp ne i64 %55, 0, !nosanitize !6
  %58 = icmp eq i1 %56, %57, !nosanitize !6
  %59 = xor i1 %52, true, !nosanitize !6
  %60 = icmp uge i64 %55, %54, !nosanitize !6
  %61 = icmp sge i64 %53, 0, !nosanitize !6
  %62 = icmp ult i64 %55, %54, !nosanitize !6
  %63 = select i1 %61, i1 %60, i1 %62, !nosanitize !6
  %64 = and i1 %63, %59, !nosanitize !6
  %65 = and i1 %58, %64, !nosanitize !6
  br i1 %65, label %67, label %66, !prof !7, !nosanitize !6

66:                                               ; preds = %44
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %54, i64 %55) #3, !nosanitize !6
  br label %67, !nosanitize !6

67:                                               ; preds = %66, %44
  %68 = icmp ne ptr %49, null, !nosanitize !6
  %69 = ptrtoint ptr %49 to i64, !nosanitize !6
  %70 = and i64 %69, 7, !nosanitize !6
  %71 = icmp eq i64 %70, 0, !nosanitize !6
  %72 = and i1 %68, %71, !nosanitize !6
  br i1 %72, label %74, label %73, !prof !7, !nosanitize !6

73:                                               ; preds = %67
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %69) #3, !nosanitize !6
  br label %74, !nosanitize !6

74:                                               ; preds = %73, %67
  %75 = load double, ptr %49, align 8
  %76 = call double @llvm.fmuladd.f64(double %15, double %45, double %75)
  %77 = load ptr, ptr %8, align 8
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %77, i64 %79
  %81 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %79), !nosanitize !6
  %82 = extractvalue { i64, i1 } %81, 1, !nosanitize !6
  %83 = or i1 %82, false, !nosanitize !6
  %84 = extractvalue { i64, i1 } %81, 0, !nosanitize !6
  %85 = ptrtoint ptr %77 to i64, !nosanitize !6
  %86 = add i64 %85, %84, !nosanitize !6
  %87 = icmp ne ptr %77, null, !nosanitize !6
  %88 = icmp ne i64 %86, 0, !nosanitize !6
  %89 = icmp eq i1 %87, %88, !nosanitize !6
  %90 = xor i1 %83, true, !nosanitize !6
  %91 = icmp uge i64 %86, %85, !nosanitize !6
  %92 = icmp sge i64 %84, 0, !nosanitize !6
  %93 = icmp ult i64 %86, %85, !nosanitize !6
  %94 = select i1 %92, i1 %91, i1 %93, !nosanitize !6
  %95 = and i1 %94, %90, !nosanitize !6
  %96 = and i1 %89, %95, !nosanitize !6
  br i1 %96, label %98, label %97, !prof !7, !nosanitize !6

97:                                               ; preds = %74
  call void @__ubsan_handle_pointer_overflow(ptr @6, i64 %85, i64 %86) #3, !nosanitize !6
  br label %98, !nosanitize !6

98:                                               ; preds = %97, %74
  %99 = icmp ne ptr %80, null, !nosanitize !6
  %100 = ptrtoint ptr %80 to i64, !nosanitize !6
  %101 = and i64 %100, 7, !nosanitize !6
  %102 = icmp eq i64 %101, 0, !nosanitize !6
  %103 = and i1 %99, %102, !nosanitize !6
  br i1 %103, label %105, label %104, !prof !7, !nosanitize !6

104:                                              ; preds = %98
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %100) #3, !nosanitize !6
  br label %105, !nosanitize !6

105:                                              ; preds = %104, %98
  store double %76, ptr %80, align 8
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %9, align 4
  %108 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %107, i32 1), !nosanitize !6
  %109 = extractvalue { i32, i1 } %108, 0, !nosanitize !6
  %110 = extractvalue { i32, i1 } %108, 1, !nosanitize !6
  %111 = xor i1 %110, true, !nosanitize !6
  br i1 %111, label %114, label %112, !prof !7, !nosanitize !6

112:                                              ; preds = %106
  %113 = zext i32 %107 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @9, i64 %113, i64 1) #3, !nosanitize !6
  br label %114, !nosanitize !6

114:                                              ; preds = %112, %106
  store i32 %109, ptr %9, align 4
  br label %10, !llvm.loop !8

115:                                              ; preds = %10
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @saxpy_restrict(i32 noundef %0, double noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %85, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %86

14:                                               ; preds = %10
  %15 = load double, ptr %6, align 8
  %16 = load ptr, ptr %7, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %18), !nosanitize !6
  %21 = extractvalue { i64, i1 } %20, 1, !nosanitize !6
  %22 = or i1 %21, false, !nosanitize !6
  %23 = extractvalue { i64, i1 } %20, 0, !nosanitize !6
  %24 = ptrtoint ptr %16 to i64, !nosanitize !6
  %25 = add i64 %24, %23, !nosanitize !6
  %26 = icmp ne ptr %16, null, !nosanitize !6
  %27 = icmp ne i64 %25, 0, !nosanitize !6
  %28 = icmp eq i1 %26, %27, !nosanitize !6
  %29 = xor i1 %22, true, !nosanitize !6
  %30 = icmp uge i64 %25, %24, !nosanitize !6
  %31 = icmp sge i64 %23, 0, !nosanitize !6
  %32 = icmp ult i64 %25, %24, !nosanitize !6
  %33 = select i1 %31, i1 %30, i1 %32, !nosanitize !6
  %34 = and i1 %33, %29, !nosanitize !6
  %35 = and i1 %28, %34, !nosanitize !6
  br i1 %35, label %37, label %36, !prof !7, !nosanitize !6

36:                                               ; preds = %14
  call void @__ubsan_handle_pointer_overflow(ptr @10, i64 %24, i64 %25) #3, !nosanitize !6
  br label %37, !nosanitize !6

37:                                               ; preds = %36, %14
  %38 = icmp ne ptr %19, null, !nosanitize !6
  %39 = ptrtoint ptr %19 to i64, !nosanitize !6
  %40 = and i64 %39, 7, !nosanitize !6
  %41 = icmp eq i64 %40, 0, !nosanitize !6
  %42 = and i1 %38, %41, !nosanitize !6
  br i1 %42, label %44, label %43, !prof !7, !nosanitize !6

43:                                               ; preds = %37
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %39) #3, !nosanitize !6
  br label %44, !nosanitize !6

44:                                               ; preds = %43, %37
  %45 = load double, ptr %19, align 8
  %46 = load ptr, ptr %8, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %48), !nosanitize !6
  %51 = extractvalue { i64, i1 } %50, 1, !nosanitize !6
  %52 = or i1 %51, false, !nosanitize !6
  %53 = extractvalue { i64, i1 } %50, 0, !nosanitize !6
  %54 = ptrtoint ptr %46 to i64, !nosanitize !6
  %55 = add i64 %54, %53, !nosanitize !6
  %56 = icmp ne ptr %46, null, !nosanitize !6
  %57 = icmp ne i64 %55, 0, !nosanitize !6
  %58 = icmp eq i1 %56, %57, !nosanitize !6
  %59 = xor i1 %52, true, !nosanitize !6
  %60 = icmp uge i64 %55, %54, !nosanitize !6
  %61 = icmp sge i64 %53, 0, !nosanitize !6
  %62 = icmp ult i64 %55, %54, !nosanitize !6
  %63 = select i1 %61, i1 %60, i1 %62, !nosanitize !6
  %64 = and i1 %63, %59, !nosanitize !6
  %65 = and i1 %58, %64, !nosanitize !6
  br i1 %65, label %67, label %66, !prof !7, !nosanitize !6

66:                                               ; preds = %44
  call void @__ubsan_handle_pointer_overflow(ptr @12, i64 %54, i64 %55) #3, !nosanitize !6
  br label %67, !nosanitize !6

67:                                               ; preds = %66, %44
  %68 = icmp ne ptr %49, null, !nosanitize !6
  %69 = ptrtoint ptr %49 to i64, !nosanitize !6
  %70 = and i64 %69, 7, !nosanitize !6
  %71 = icmp eq i64 %70, 0, !nosanitize !6
  %72 = and i1 %68, %71, !nosanitize !6
  br i1 %72, label %74, label %73, !prof !7, !nosanitize !6

73:                                               ; preds = %67
  call void @__ubsan_handle_type_mismatch_v1(ptr @13, i64 %69) #3, !nosanitize !6
  br label %74, !nosanitize !6

74:                                               ; preds = %73, %67
  %75 = load double, ptr %49, align 8
  %76 = call double @llvm.fmuladd.f64(double %15, double %45, double %75)
  store double %76, ptr %49, align 8
  br label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %9, align 4
  %79 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %78, i32 1), !nosanitize !6
  %80 = extractvalue { i32, i1 } %79, 0, !nosanitize !6
  %81 = extractvalue { i32, i1 } %79, 1, !nosanitize !6
  %82 = xor i1 %81, true, !nosanitize !6
  br i1 %82, label %85, label %83, !prof !7, !nosanitize !6

83:                                               ; preds = %77
  %84 = zext i32 %78 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @14, i64 %84, i64 1) #3, !nosanitize !6
  br label %85, !nosanitize !6

85:                                               ; preds = %83, %77
  store i32 %80, ptr %9, align 4
  br label %10, !llvm.loop !10

86:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @scale_shift(i32 noundef %0, ptr noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %85, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %86

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %17), !nosanitize !6
  %20 = extractvalue { i64, i1 } %19, 1, !nosanitize !6
  %21 = or i1 %20, false, !nosanitize !6
  %22 = extractvalue { i64, i1 } %19, 0, !nosanitize !6
  %23 = ptrtoint ptr %15 to i64, !nosanitize !6
  %24 = add i64 %23, %22, !nosanitize !6
  %25 = icmp ne ptr %15, null, !nosanitize !6
  %26 = icmp ne i64 %24, 0, !nosanitize !6
  %27 = icmp eq i1 %25, %26, !nosanitize !6
  %28 = xor i1 %21, true, !nosanitize !6
  %29 = icmp uge i64 %24, %23, !nosanitize !6
  %30 = icmp sge i64 %22, 0, !nosanitize !6
  %31 = icmp ult i64 %24, %23, !nosanitize !6
  %32 = select i1 %30, i1 %29, i1 %31, !nosanitize !6
  %33 = and i1 %32, %28, !nosanitize !6
  %34 = and i1 %27, %33, !nosanitize !6
  br i1 %34, label %36, label %35, !prof !7, !nosanitize !6

35:                                               ; preds = %14
  call void @__ubsan_handle_pointer_overflow(ptr @15, i64 %23, i64 %24) #3, !nosanitize !6
  br label %36, !nosanitize !6

36:                                               ; preds = %35, %14
  %37 = icmp ne ptr %18, null, !nosanitize !6
  %38 = ptrtoint ptr %18 to i64, !nosanitize !6
  %39 = and i64 %38, 7, !nosanitize !6
  %40 = icmp eq i64 %39, 0, !nosanitize !6
  %41 = and i1 %37, %40, !nosanitize !6
  br i1 %41, label %43, label %42, !prof !7, !nosanitize !6

42:                                               ; preds = %36
  call void @__ubsan_handle_type_mismatch_v1(ptr @16, i64 %38) #3, !nosanitize !6
  br label %43, !nosanitize !6

43:                                               ; preds = %42, %36
  %44 = load double, ptr %18, align 8
  %45 = load double, ptr %7, align 8
  %46 = load double, ptr %8, align 8
  %47 = call double @llvm.fmuladd.f64(double %44, double %45, double %46)
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  %52 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %50), !nosanitize !6
  %53 = extractvalue { i64, i1 } %52, 1, !nosanitize !6
  %54 = or i1 %53, false, !nosanitize !6
  %55 = extractvalue { i64, i1 } %52, 0, !nosanitize !6
  %56 = ptrtoint ptr %48 to i64, !nosanitize !6
  %57 = add i64 %56, %55, !nosanitize !6
  %58 = icmp ne ptr %48, null, !nosanitize !6
  %59 = icmp ne i64 %57, 0, !nosanitize !6
  %60 = icmp eq i1 %58, %59, !nosanitize !6
  %61 = xor i1 %54, true, !nosanitize !6
  %62 = icmp uge i64 %57, %56, !nosanitize !6
  %63 = icmp sge i64 %55, 0, !nosanitize !6
  %64 = icmp ult i64 %57, %56, !nosanitize !6
  %65 = select i1 %63, i1 %62, i1 %64, !nosanitize !6
  %66 = and i1 %65, %61, !nosanitize !6
  %67 = and i1 %60, %66, !nosanitize !6
  br i1 %67, label %69, label %68, !prof !7, !nosanitize !6

68:                                               ; preds = %43
  call void @__ubsan_handle_pointer_overflow(ptr @17, i64 %56, i64 %57) #3, !nosanitize !6
  br label %69, !nosanitize !6

69:                                               ; preds = %68, %43
  %70 = icmp ne ptr %51, null, !nosanitize !6
  %71 = ptrtoint ptr %51 to i64, !nosanitize !6
  %72 = and i64 %71, 7, !nosanitize !6
  %73 = icmp eq i64 %72, 0, !nosanitize !6
  %74 = and i1 %70, %73, !nosanitize !6
  br i1 %74, label %76, label %75, !prof !7, !nosanitize !6

75:                                               ; preds = %69
  call void @__ubsan_handle_type_mismatch_v1(ptr @18, i64 %71) #3, !nosanitize !6
  br label %76, !nosanitize !6

76:                                               ; preds = %75, %69
  store double %47, ptr %51, align 8
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %9, align 4
  %79 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %78, i32 1), !nosanitize !6
  %80 = extractvalue { i32, i1 } %79, 0, !nosanitize !6
  %81 = extractvalue { i32, i1 } %79, 1, !nosanitize !6
  %82 = xor i1 %81, true, !nosanitize !6
  br i1 %82, label %85, label %83, !prof !7, !nosanitize !6

83:                                               ; preds = %77
  %84 = zext i32 %78 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @19, i64 %84, i64 1) #3, !nosanitize !6
  br label %85, !nosanitize !6

85:                                               ; preds = %83, %77
  store i32 %80, ptr %9, align 4
  br label %10, !llvm.loop !11

86:                                               ; preds = %10
  ret void
}

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nomerge nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = !{}
!7 = !{!"branch_weights", i32 1048575, i32 1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
