; ModuleID = 'calls.c'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [8 x i8] c"calls.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 16 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 16 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 22 }, ptr @3 }
@5 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 21 } }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 21 }, ptr @1, i8 3, i8 0 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 36 }, ptr @3 }
@8 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 31 } }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 31 }, ptr @1, i8 3, i8 0 }
@10 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 9 } }
@11 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 9 }, ptr @11, i8 3, i8 1 }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 29 }, ptr @3 }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 29 }, ptr @3 }
@15 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 0, i16 10, [15 x i8] c"'unsigned int'\00" }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 31 }, ptr @15 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr %9, i64 %11
  %13 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %11), !nosanitize !6
  %14 = extractvalue { i64, i1 } %13, 1, !nosanitize !6
  %15 = or i1 %14, false, !nosanitize !6
  %16 = extractvalue { i64, i1 } %13, 0, !nosanitize !6
  %17 = ptrtoint ptr %9 to i64, !nosanitize !6
  %18 = add i64 %17, %16, !nosanitize !6
  %19 = icmp ne ptr %9, null, !nosanitize !6
  %20 = icmp ne i64 %18, 0, !nosanitize !6
  %21 = icmp eq i1 %19, %20, !nosanitize !6
  %22 = xor i1 %15, true, !nosanitize !6
  %23 = icmp uge i64 %18, %17, !nosanitize !6
  %24 = icmp sge i64 %16, 0, !nosanitize !6
  %25 = icmp ult i64 %18, %17, !nosanitize !6
  %26 = select i1 %24, i1 %23, i1 %25, !nosanitize !6
  %27 = and i1 %26, %22, !nosanitize !6
  %28 = and i1 %21, %27, !nosanitize !6
  br i1 %28, label %30, label %29, !prof !7, !nosanitize !6

29:                                               ; preds = %3
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %17, i64 %18) #4, !nosanitize !6
  br label %30, !nosanitize !6

30:                                               ; preds = %29, %3
  %31 = icmp ne ptr %12, null, !nosanitize !6
  %32 = ptrtoint ptr %12 to i64, !nosanitize !6
  %33 = and i64 %32, 7, !nosanitize !6
  %34 = icmp eq i64 %33, 0, !nosanitize !6
  %35 = and i1 %31, %34, !nosanitize !6
  br i1 %35, label %37, label %36, !prof !7, !nosanitize !6

36:                                               ; preds = %30
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %32) #4, !nosanitize !6
  br label %37, !nosanitize !6

37:                                               ; preds = %36, %30
  %38 = load double, ptr %12, align 8
  store double %38, ptr %7, align 8
  %39 = load i32, ptr %5, align 4
  %40 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %39, i32 1), !nosanitize !6
  %41 = extractvalue { i32, i1 } %40, 0, !nosanitize !6
  %42 = extractvalue { i32, i1 } %40, 1, !nosanitize !6
  %43 = xor i1 %42, true, !nosanitize !6
  br i1 %43, label %46, label %44, !prof !7, !nosanitize !6

44:                                               ; preds = %37
  %45 = zext i32 %39 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @4, i64 %45, i64 1) #4, !nosanitize !6
  br label %46, !nosanitize !6

46:                                               ; preds = %44, %37
  store i32 %41, ptr %8, align 4
  br label %47

47:                                               ; preds = %92, %46
  %48 = load i32, ptr %8, align 4
  %49 = icmp sge i32 %48, 0
  br i1 %49, label %50, label %93

50:                                               ; preds = %47
  %51 = load double, ptr %7, align 8
  %52 = load double, ptr %6, align 8
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %8, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  %57 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %55), !nosanitize !6
  %58 = extractvalue { i64, i1 } %57, 1, !nosanitize !6
  %59 = or i1 %58, false, !nosanitize !6
  %60 = extractvalue { i64, i1 } %57, 0, !nosanitize !6
  %61 = ptrtoint ptr %53 to i64, !nosanitize !6
  %62 = add i64 %61, %60, !nosanitize !6
  %63 = icmp ne ptr %53, null, !nosanitize !6
  %64 = icmp ne i64 %62, 0, !nosanitize !6
  %65 = icmp eq i1 %63, %64, !nosanitize !6
  %66 = xor i1 %59, true, !nosanitize !6
  %67 = icmp uge i64 %62, %61, !nosanitize !6
  %68 = icmp sge i64 %60, 0, !nosanitize !6
  %69 = icmp ult i64 %62, %61, !nosanitize !6
  %70 = select i1 %68, i1 %67, i1 %69, !nosanitize !6
  %71 = and i1 %70, %66, !nosanitize !6
  %72 = and i1 %65, %71, !nosanitize !6
  br i1 %72, label %74, label %73, !prof !7, !nosanitize !6

73:                                               ; preds = %50
  call void @__ubsan_handle_pointer_overflow(ptr @5, i64 %61, i64 %62) #4, !nosanitize !6
  br label %74, !nosanitize !6

74:                                               ; preds = %73, %50
  %75 = icmp ne ptr %56, null, !nosanitize !6
  %76 = ptrtoint ptr %56 to i64, !nosanitize !6
  %77 = and i64 %76, 7, !nosanitize !6
  %78 = icmp eq i64 %77, 0, !nosanitize !6
  %79 = and i1 %75, %78, !nosanitize !6
  br i1 %79, label %81, label %80, !prof !7, !nosanitize !6

80:                                               ; preds = %74
  call void @__ubsan_handle_type_mismatch_v1(ptr @6, i64 %76) #4, !nosanitize !6
  br label %81, !nosanitize !6

81:                                               ; preds = %80, %74
  %82 = load double, ptr %56, align 8
  %83 = call double @llvm.fmuladd.f64(double %51, double %52, double %82)
  store double %83, ptr %7, align 8
  br label %84

84:                                               ; preds = %81
  %85 = load i32, ptr %8, align 4
  %86 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %85, i32 1), !nosanitize !6
  %87 = extractvalue { i32, i1 } %86, 0, !nosanitize !6
  %88 = extractvalue { i32, i1 } %86, 1, !nosanitize !6
  %89 = xor i1 %88, true, !nosanitize !6
  br i1 %89, label %92, label %90, !prof !7, !nosanitize !6

90:                                               ; preds = %84
  %91 = zext i32 %85 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @7, i64 %91, i64 1) #4, !nosanitize !6
  br label %92, !nosanitize !6

92:                                               ; preds = %90, %84
  store i32 %87, ptr %8, align 4
  br label %47, !llvm.loop !8

93:                                               ; preds = %47
  %94 = load double, ptr %7, align 8
  ret double %94
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
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @poly_eval(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %87, %5
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %88

16:                                               ; preds = %12
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %7, align 4
  %19 = load ptr, ptr %8, align 8
  %20 = load i32, ptr %11, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %21), !nosanitize !6
  %24 = extractvalue { i64, i1 } %23, 1, !nosanitize !6
  %25 = or i1 %24, false, !nosanitize !6
  %26 = extractvalue { i64, i1 } %23, 0, !nosanitize !6
  %27 = ptrtoint ptr %19 to i64, !nosanitize !6
  %28 = add i64 %27, %26, !nosanitize !6
  %29 = icmp ne ptr %19, null, !nosanitize !6
  %30 = icmp ne i64 %28, 0, !nosanitize !6
  %31 = icmp eq i1 %29, %30, !nosanitize !6
  %32 = xor i1 %25, true, !nosanitize !6
  %33 = icmp uge i64 %28, %27, !nosanitize !6
  %34 = icmp sge i64 %26, 0, !nosanitize !6
  %35 = icmp ult i64 %28, %27, !nosanitize !6
  %36 = select i1 %34, i1 %33, i1 %35, !nosanitize !6
  %37 = and i1 %36, %32, !nosanitize !6
  %38 = and i1 %31, %37, !nosanitize !6
  br i1 %38, label %40, label %39, !prof !7, !nosanitize !6

39:                                               ; preds = %16
  call void @__ubsan_handle_pointer_overflow(ptr @8, i64 %27, i64 %28) #4, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %39, %16
  %41 = icmp ne ptr %22, null, !nosanitize !6
  %42 = ptrtoint ptr %22 to i64, !nosanitize !6
  %43 = and i64 %42, 7, !nosanitize !6
  %44 = icmp eq i64 %43, 0, !nosanitize !6
  %45 = and i1 %41, %44, !nosanitize !6
  br i1 %45, label %47, label %46, !prof !7, !nosanitize !6

46:                                               ; preds = %40
  call void @__ubsan_handle_type_mismatch_v1(ptr @9, i64 %42) #4, !nosanitize !6
  br label %47, !nosanitize !6

47:                                               ; preds = %46, %40
  %48 = load double, ptr %22, align 8
  %49 = call double @horner(ptr noundef %17, i32 noundef %18, double noundef %48)
  %50 = load ptr, ptr %9, align 8
  %51 = load i32, ptr %11, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %52), !nosanitize !6
  %55 = extractvalue { i64, i1 } %54, 1, !nosanitize !6
  %56 = or i1 %55, false, !nosanitize !6
  %57 = extractvalue { i64, i1 } %54, 0, !nosanitize !6
  %58 = ptrtoint ptr %50 to i64, !nosanitize !6
  %59 = add i64 %58, %57, !nosanitize !6
  %60 = icmp ne ptr %50, null, !nosanitize !6
  %61 = icmp ne i64 %59, 0, !nosanitize !6
  %62 = icmp eq i1 %60, %61, !nosanitize !6
  %63 = xor i1 %56, true, !nosanitize !6
  %64 = icmp uge i64 %59, %58, !nosanitize !6
  %65 = icmp sge i64 %57, 0, !nosanitize !6
  %66 = icmp ult i64 %59, %58, !nosanitize !6
  %67 = select i1 %65, i1 %64, i1 %66, !nosanitize !6
  %68 = and i1 %67, %63, !nosanitize !6
  %69 = and i1 %62, %68, !nosanitize !6
  br i1 %69, label %71, label %70, !prof !7, !nosanitize !6

70:                                               ; preds = %47
  call void @__ubsan_handle_pointer_overflow(ptr @10, i64 %58, i64 %59) #4, !nosanitize !6
  br label %71, !nosanitize !6

71:                                               ; preds = %70, %47
  %72 = icmp ne ptr %53, null, !nosanitize !6
  %73 = ptrtoint ptr %53 to i64, !nosanitize !6
  %74 = and i64 %73, 7, !nosanitize !6
  %75 = icmp eq i64 %74, 0, !nosanitize !6
  %76 = and i1 %72, %75, !nosanitize !6
  br i1 %76, label %78, label %77, !prof !7, !nosanitize !6

77:                                               ; preds = %71
  call void @__ubsan_handle_type_mismatch_v1(ptr @12, i64 %73) #4, !nosanitize !6
  br label %78, !nosanitize !6

78:                                               ; preds = %77, %71
  store double %49, ptr %53, align 8
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %11, align 4
  %81 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %80, i32 1), !nosanitize !6
  %82 = extractvalue { i32, i1 } %81, 0, !nosanitize !6
  %83 = extractvalue { i32, i1 } %81, 1, !nosanitize !6
  %84 = xor i1 %83, true, !nosanitize !6
  br i1 %84, label %87, label %85, !prof !7, !nosanitize !6

85:                                               ; preds = %79
  %86 = zext i32 %80 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @13, i64 %86, i64 1) #4, !nosanitize !6
  br label %87, !nosanitize !6

87:                                               ; preds = %85, %79
  store i32 %82, ptr %11, align 4
  br label %12, !llvm.loop !10

88:                                               ; preds = %12
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @trapezoid(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = load double, ptr %7, align 8
  %13 = load double, ptr %6, align 8
  %14 = fsub double %12, %13
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to double
  %17 = fdiv double %14, %16
  store double %17, ptr %9, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load double, ptr %6, align 8
  %20 = call double %18(double noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = load double, ptr %7, align 8
  %23 = call double %21(double noundef %22)
  %24 = fadd double %20, %23
  %25 = fmul double 5.000000e-01, %24
  store double %25, ptr %10, align 8
  store i32 1, ptr %11, align 4
  br label %26

26:                                               ; preds = %48, %4
  %27 = load i32, ptr %11, align 4
  %28 = load i32, ptr %8, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %49

30:                                               ; preds = %26
  %31 = load ptr, ptr %5, align 8
  %32 = load double, ptr %6, align 8
  %33 = load i32, ptr %11, align 4
  %34 = sitofp i32 %33 to double
  %35 = load double, ptr %9, align 8
  %36 = call double @llvm.fmuladd.f64(double %34, double %35, double %32)
  %37 = call double %31(double noundef %36)
  %38 = load double, ptr %10, align 8
  %39 = fadd double %38, %37
  store double %39, ptr %10, align 8
  br label %40

40:                                               ; preds = %30
  %41 = load i32, ptr %11, align 4
  %42 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %41, i32 1), !nosanitize !6
  %43 = extractvalue { i32, i1 } %42, 0, !nosanitize !6
  %44 = extractvalue { i32, i1 } %42, 1, !nosanitize !6
  %45 = xor i1 %44, true, !nosanitize !6
  br i1 %45, label %48, label %46, !prof !7, !nosanitize !6

46:                                               ; preds = %40
  %47 = zext i32 %41 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @14, i64 %47, i64 1) #4, !nosanitize !6
  br label %48, !nosanitize !6

48:                                               ; preds = %46, %40
  store i32 %43, ptr %11, align 4
  br label %26, !llvm.loop !11

49:                                               ; preds = %26
  %50 = load double, ptr %10, align 8
  %51 = load double, ptr %9, align 8
  %52 = fmul double %50, %51
  ret double %52
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @integrate_square(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @trapezoid(ptr noundef @square, double noundef %5, double noundef %6, i32 noundef 100)
  ret double %7
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal double @square(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @integrate_sin(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @trapezoid(ptr noundef @sin, double noundef %5, double noundef %6, i32 noundef 100)
  ret double %7
}

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @power_rec(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %33

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  br i1 true, label %15, label %13, !prof !7, !nosanitize !6

13:                                               ; preds = %10
  %14 = zext i32 %12 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @16, i64 %14, i64 2) #4, !nosanitize !6
  br label %15, !nosanitize !6

15:                                               ; preds = %13, %10
  %16 = udiv i32 %12, 2
  %17 = call double @power_rec(double noundef %11, i32 noundef %16)
  store double %17, ptr %6, align 8
  %18 = load i32, ptr %5, align 4
  %19 = and i32 %18, 1
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %15
  %22 = load double, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = fmul double %22, %23
  %25 = load double, ptr %4, align 8
  %26 = fmul double %24, %25
  br label %31

27:                                               ; preds = %15
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %6, align 8
  %30 = fmul double %28, %29
  br label %31

31:                                               ; preds = %27, %21
  %32 = phi double [ %26, %21 ], [ %30, %27 ]
  store double %32, ptr %3, align 8
  br label %33

33:                                               ; preds = %31, %9
  %34 = load double, ptr %3, align 8
  ret double %34
}

; Function Attrs: uwtable
declare void @__ubsan_handle_divrem_overflow(ptr, i64, i64) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nomerge nounwind }

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
