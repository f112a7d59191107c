; ModuleID = 'reductions.c'
source_filename = "reductions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [13 x i8] c"reductions.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 14 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 14 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 29 }, ptr @3 }
@5 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 14 } }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 14 }, ptr @1, i8 3, i8 0 }
@7 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 21 } }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 21 }, ptr @1, i8 3, i8 0 }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 29 }, ptr @3 }
@10 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 25 } }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 25 }, ptr @1, i8 3, i8 0 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 29 }, ptr @3 }
@13 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 14 } }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 14 }, ptr @1, i8 3, i8 0 }
@15 = private unnamed_addr constant { i16, i16, [7 x i8] } { i16 0, i16 13, [7 x i8] c"'long'\00" }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 11 }, ptr @15 }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 30 }, ptr @15 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %52, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %53

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %14), !nosanitize !6
  %17 = extractvalue { i64, i1 } %16, 1, !nosanitize !6
  %18 = or i1 %17, false, !nosanitize !6
  %19 = extractvalue { i64, i1 } %16, 0, !nosanitize !6
  %20 = ptrtoint ptr %12 to i64, !nosanitize !6
  %21 = add i64 %20, %19, !nosanitize !6
  %22 = icmp ne ptr %12, null, !nosanitize !6
  %23 = icmp ne i64 %21, 0, !nosanitize !6
  %24 = icmp eq i1 %22, %23, !nosanitize !6
  %25 = xor i1 %18, true, !nosanitize !6
  %26 = icmp uge i64 %21, %20, !nosanitize !6
  %27 = icmp sge i64 %19, 0, !nosanitize !6
  %28 = icmp ult i64 %21, %20, !nosanitize !6
  %29 = select i1 %27, i1 %26, i1 %28, !nosanitize !6
  %30 = and i1 %29, %25, !nosanitize !6
  %31 = and i1 %24, %30, !nosanitize !6
  br i1 %31, label %33, label %32, !prof !7, !nosanitize !6

32:                                               ; preds = %11
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %20, i64 %21) #4, !nosanitize !6
  br label %33, !nosanitize !6

33:                                               ; preds = %32, %11
  %34 = icmp ne ptr %15, null, !nosanitize !6
  %35 = ptrtoint ptr %15 to i64, !nosanitize !6
  %36 = and i64 %35, 7, !nosanitize !6
  %37 = icmp eq i64 %36, 0, !nosanitize !6
  %38 = and i1 %34, %37, !nosanitize !6
  br i1 %38, label %40, label %39, !prof !7, !nosanitize !6

39:                                               ; preds = %33
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %35) #4, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %39, %33
  %41 = load double, ptr %15, align 8
  %42 = load double, ptr %5, align 8
  %43 = fadd double %42, %41
  store double %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %6, align 4
  %46 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %45, i32 1), !nosanitize !6
  %47 = extractvalue { i32, i1 } %46, 0, !nosanitize !6
  %48 = extractvalue { i32, i1 } %46, 1, !nosanitize !6
  %49 = xor i1 %48, true, !nosanitize !6
  br i1 %49, label %52, label %50, !prof !7, !nosanitize !6

50:                                               ; preds = %44
  %51 = zext i32 %45 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %51, i64 1) #4, !nosanitize !6
  br label %52, !nosanitize !6

52:                                               ; preds = %50, %44
  store i32 %47, ptr %6, align 4
  br label %7, !llvm.loop !8

53:                                               ; preds = %7
  %54 = load double, ptr %5, align 8
  ret double %54
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
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %84, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %85

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %16), !nosanitize !6
  %19 = extractvalue { i64, i1 } %18, 1, !nosanitize !6
  %20 = or i1 %19, false, !nosanitize !6
  %21 = extractvalue { i64, i1 } %18, 0, !nosanitize !6
  %22 = ptrtoint ptr %14 to i64, !nosanitize !6
  %23 = add i64 %22, %21, !nosanitize !6
  %24 = icmp ne ptr %14, null, !nosanitize !6
  %25 = icmp ne i64 %23, 0, !nosanitize !6
  %26 = icmp eq i1 %24, %25, !nosanitize !6
  %27 = xor i1 %20, true, !nosanitize !6
  %28 = icmp uge i64 %23, %22, !nosanitize !6
  %29 = icmp sge i64 %21, 0, !nosanitize !6
  %30 = icmp ult i64 %23, %22, !nosanitize !6
  %31 = select i1 %29, i1 %28, i1 %30, !nosanitize !6
  %32 = and i1 %31, %27, !nosanitize !6
  %33 = and i1 %26, %32, !nosanitize !6
  br i1 %33, label %35, label %34, !prof !7, !nosanitize !6

34:                                               ; preds = %13
  call void @__ubsan_handle_pointer_overflow(ptr @5, i64 %22, i64 %23) #4, !nosanitize !6
  br label %35, !nosanitize !6

35:                                               ; preds = %34, %13
  %36 = icmp ne ptr %17, null, !nosanitize !6
  %37 = ptrtoint ptr %17 to i64, !nosanitize !6
  %38 = and i64 %37, 7, !nosanitize !6
  %39 = icmp eq i64 %38, 0, !nosanitize !6
  %40 = and i1 %36, %39, !nosanitize !6
  br i1 %40, label %42, label %41, !prof !7, !nosanitize !6

41:                                               ; preds = %35
  call void @__ubsan_handle_type_mismatch_v1(ptr @6, i64 %37) #4, !nosanitize !6
  br label %42, !nosanitize !6

42:                                               ; preds = %41, %35
  %43 = load double, ptr %17, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %8, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  %48 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %46), !nosanitize !6
  %49 = extractvalue { i64, i1 } %48, 1, !nosanitize !6
  %50 = or i1 %49, false, !nosanitize !6
  %51 = extractvalue { i64, i1 } %48, 0, !nosanitize !6
  %52 = ptrtoint ptr %44 to i64, !nosanitize !6
  %53 = add i64 %52, %51, !nosanitize !6
  %54 = icmp ne ptr %44, null, !nosanitize !6
  %55 = icmp ne i64 %53, 0, !nosanitize !6
  %56 = icmp eq i1 %54, %55, !nosanitize !6
  %57 = xor i1 %50, true, !nosanitize !6
  %58 = icmp uge i64 %53, %52, !nosanitize !6
  %59 = icmp sge i64 %51, 0, !nosanitize !6
  %60 = icmp ult i64 %53, %52, !nosanitize !6
  %61 = select i1 %59, i1 %58, i1 %60, !nosanitize !6
  %62 = and i1 %61, %57, !nosanitize !6
  %63 = and i1 %56, %62, !nosanitize !6
  br i1 %63, label %65, label %64, !prof !7, !nosanitize !6

64:                                               ; preds = %42
  call void @__ubsan_handle_pointer_overflow(ptr @7, i64 %52, i64 %53) #4, !nosanitize !6
  br label %65, !nosanitize !6

65:                                               ; preds = %64, %42
  %66 = icmp ne ptr %47, null, !nosanitize !6
  %67 = ptrtoint ptr %47 to i64, !nosanitize !6
  %68 = and i64 %67, 7, !nosanitize !6
  %69 = icmp eq i64 %68, 0, !nosanitize !6
  %70 = and i1 %66, %69, !nosanitize !6
  br i1 %70, label %72, label %71, !prof !7, !nosanitize !6

71:                                               ; preds = %65
  call void @__ubsan_handle_type_mismatch_v1(ptr @8, i64 %67) #4, !nosanitize !6
  br label %72, !nosanitize !6

72:                                               ; preds = %71, %65
  %73 = load double, ptr %47, align 8
  %74 = load double, ptr %7, align 8
  %75 = call double @llvm.fmuladd.f64(double %43, double %73, double %74)
  store double %75, ptr %7, align 8
  br label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %8, align 4
  %78 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %77, i32 1), !nosanitize !6
  %79 = extractvalue { i32, i1 } %78, 0, !nosanitize !6
  %80 = extractvalue { i32, i1 } %78, 1, !nosanitize !6
  %81 = xor i1 %80, true, !nosanitize !6
  br i1 %81, label %84, label %82, !prof !7, !nosanitize !6

82:                                               ; preds = %76
  %83 = zext i32 %77 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @9, i64 %83, i64 1) #4, !nosanitize !6
  br label %84, !nosanitize !6

84:                                               ; preds = %82, %76
  store i32 %79, ptr %8, align 4
  br label %9, !llvm.loop !10

85:                                               ; preds = %9
  %86 = load double, ptr %7, align 8
  ret double %86
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @norm2(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = call double @dot(ptr noundef %5, ptr noundef %6, i32 noundef %7)
  %9 = call double @sqrt(double noundef %8) #5
  ret double %9
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @maxabs(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %58, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %59

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %15), !nosanitize !6
  %18 = extractvalue { i64, i1 } %17, 1, !nosanitize !6
  %19 = or i1 %18, false, !nosanitize !6
  %20 = extractvalue { i64, i1 } %17, 0, !nosanitize !6
  %21 = ptrtoint ptr %13 to i64, !nosanitize !6
  %22 = add i64 %21, %20, !nosanitize !6
  %23 = icmp ne ptr %13, null, !nosanitize !6
  %24 = icmp ne i64 %22, 0, !nosanitize !6
  %25 = icmp eq i1 %23, %24, !nosanitize !6
  %26 = xor i1 %19, true, !nosanitize !6
  %27 = icmp uge i64 %22, %21, !nosanitize !6
  %28 = icmp sge i64 %20, 0, !nosanitize !6
  %29 = icmp ult i64 %22, %21, !nosanitize !6
  %30 = select i1 %28, i1 %27, i1 %29, !nosanitize !6
  %31 = and i1 %30, %26, !nosanitize !6
  %32 = and i1 %25, %31, !nosanitize !6
  br i1 %32, label %34, label %33, !prof !7, !nosanitize !6

33:                                               ; preds = %12
  call void @__ubsan_handle_pointer_overflow(ptr @10, i64 %21, i64 %22) #4, !nosanitize !6
  br label %34, !nosanitize !6

34:                                               ; preds = %33, %12
  %35 = icmp ne ptr %16, null, !nosanitize !6
  %36 = ptrtoint ptr %16 to i64, !nosanitize !6
  %37 = and i64 %36, 7, !nosanitize !6
  %38 = icmp eq i64 %37, 0, !nosanitize !6
  %39 = and i1 %35, %38, !nosanitize !6
  br i1 %39, label %41, label %40, !prof !7, !nosanitize !6

40:                                               ; preds = %34
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %36) #4, !nosanitize !6
  br label %41, !nosanitize !6

41:                                               ; preds = %40, %34
  %42 = load double, ptr %16, align 8
  %43 = call double @llvm.fabs.f64(double %42)
  store double %43, ptr %7, align 8
  %44 = load double, ptr %7, align 8
  %45 = load double, ptr %5, align 8
  %46 = fcmp ogt double %44, %45
  br i1 %46, label %47, label %49

47:                                               ; preds = %41
  %48 = load double, ptr %7, align 8
  store double %48, ptr %5, align 8
  br label %49

49:                                               ; preds = %47, %41
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %6, align 4
  %52 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %51, i32 1), !nosanitize !6
  %53 = extractvalue { i32, i1 } %52, 0, !nosanitize !6
  %54 = extractvalue { i32, i1 } %52, 1, !nosanitize !6
  %55 = xor i1 %54, true, !nosanitize !6
  br i1 %55, label %58, label %56, !prof !7, !nosanitize !6

56:                                               ; preds = %50
  %57 = zext i32 %51 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @12, i64 %57, i64 1) #4, !nosanitize !6
  br label %58, !nosanitize !6

58:                                               ; preds = %56, %50
  store i32 %53, ptr %6, align 4
  br label %8, !llvm.loop !11

59:                                               ; preds = %8
  %60 = load double, ptr %5, align 8
  ret double %60
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define i64 @count_positive(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %58, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp slt i64 %8, %9
  br i1 %10, label %11, label %59

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds double, ptr %12, i64 %13
  %15 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %13), !nosanitize !6
  %16 = extractvalue { i64, i1 } %15, 1, !nosanitize !6
  %17 = or i1 %16, false, !nosanitize !6
  %18 = extractvalue { i64, i1 } %15, 0, !nosanitize !6
  %19 = ptrtoint ptr %12 to i64, !nosanitize !6
  %20 = add i64 %19, %18, !nosanitize !6
  %21 = icmp ne ptr %12, null, !nosanitize !6
  %22 = icmp ne i64 %20, 0, !nosanitize !6
  %23 = icmp eq i1 %21, %22, !nosanitize !6
  %24 = xor i1 %17, true, !nosanitize !6
  %25 = icmp uge i64 %20, %19, !nosanitize !6
  %26 = icmp sge i64 %18, 0, !nosanitize !6
  %27 = icmp ult i64 %20, %19, !nosanitize !6
  %28 = select i1 %26, i1 %25, i1 %27, !nosanitize !6
  %29 = and i1 %28, %24, !nosanitize !6
  %30 = and i1 %23, %29, !nosanitize !6
  br i1 %30, label %32, label %31, !prof !7, !nosanitize !6

31:                                               ; preds = %11
  call void @__ubsan_handle_pointer_overflow(ptr @13, i64 %19, i64 %20) #4, !nosanitize !6
  br label %32, !nosanitize !6

32:                                               ; preds = %31, %11
  %33 = icmp ne ptr %14, null, !nosanitize !6
  %34 = ptrtoint ptr %14 to i64, !nosanitize !6
  %35 = and i64 %34, 7, !nosanitize !6
  %36 = icmp eq i64 %35, 0, !nosanitize !6
  %37 = and i1 %33, %36, !nosanitize !6
  br i1 %37, label %39, label %38, !prof !7, !nosanitize !6

38:                                               ; preds = %32
  call void @__ubsan_handle_type_mismatch_v1(ptr @14, i64 %34) #4, !nosanitize !6
  br label %39, !nosanitize !6

39:                                               ; preds = %38, %32
  %40 = load double, ptr %14, align 8
  %41 = fcmp ogt double %40, 0.000000e+00
  %42 = zext i1 %41 to i32
  %43 = sext i32 %42 to i64
  %44 = load i64, ptr %5, align 8
  %45 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %44, i64 %43), !nosanitize !6
  %46 = extractvalue { i64, i1 } %45, 0, !nosanitize !6
  %47 = extractvalue { i64, i1 } %45, 1, !nosanitize !6
  %48 = xor i1 %47, true, !nosanitize !6
  br i1 %48, label %50, label %49, !prof !7, !nosanitize !6

49:                                               ; preds = %39
  call void @__ubsan_handle_add_overflow(ptr @16, i64 %44, i64 %43) #4, !nosanitize !6
  br label %50, !nosanitize !6

50:                                               ; preds = %49, %39
  store i64 %46, ptr %5, align 8
  br label %51

51:                                               ; preds = %50
  %52 = load i64, ptr %6, align 8
  %53 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %52, i64 1), !nosanitize !6
  %54 = extractvalue { i64, i1 } %53, 0, !nosanitize !6
  %55 = extractvalue { i64, i1 } %53, 1, !nosanitize !6
  %56 = xor i1 %55, true, !nosanitize !6
  br i1 %56, label %58, label %57, !prof !7, !nosanitize !6

57:                                               ; preds = %51
  call void @__ubsan_handle_add_overflow(ptr @17, i64 %52, i64 1) #4, !nosanitize !6
  br label %58, !nosanitize !6

58:                                               ; preds = %57, %51
  store i64 %54, ptr %6, align 8
  br label %7, !llvm.loop !12

59:                                               ; preds = %7
  %60 = load i64, ptr %5, align 8
  ret i64 %60
}

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nomerge nounwind }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !9}
