; ModuleID = 'mathfuncs.c'
source_filename = "mathfuncs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [12 x i8] c"mathfuncs.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 26 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 26 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 9 } }
@4 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 9 }, ptr @4, i8 3, i8 1 }
@6 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 29 }, ptr @6 }
@8 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 19 } }
@9 = private unnamed_addr constant { i16, i16, [14 x i8] } { i16 1, i16 32, [14 x i8] c"'const float'\00" }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 19 }, ptr @9, i8 2, i8 0 }
@11 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 33 } }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 33 }, ptr @9, i8 2, i8 0 }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 29 }, ptr @6 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @smooth_step(double noundef %0) #0 !dbg !9 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !14, !DIExpression(), !15)
  %3 = load double, ptr %2, align 8, !dbg !16
  %4 = call double @tanh(double noundef %3) #4, !dbg !17
  %5 = fadd double 1.000000e+00, %4, !dbg !18
  %6 = fmul double 5.000000e-01, %5, !dbg !19
  ret double %6, !dbg !20
}

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @gaussian(double noundef %0, double noundef %1, double noundef %2) #0 !dbg !21 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !28, !DIExpression(), !29)
    #dbg_declare(ptr %7, !30, !DIExpression(), !31)
  %8 = load double, ptr %4, align 8, !dbg !32
  %9 = load double, ptr %5, align 8, !dbg !33
  %10 = fsub double %8, %9, !dbg !34
  %11 = load double, ptr %6, align 8, !dbg !35
  %12 = fdiv double %10, %11, !dbg !36
  store double %12, ptr %7, align 8, !dbg !31
  %13 = load double, ptr %7, align 8, !dbg !37
  %14 = fmul double -5.000000e-01, %13, !dbg !38
  %15 = load double, ptr %7, align 8, !dbg !39
  %16 = fmul double %14, %15, !dbg !40
  %17 = call double @exp(double noundef %16) #4, !dbg !41
  %18 = load double, ptr %6, align 8, !dbg !42
  %19 = call double @sqrt(double noundef 0x401921FB54442D18) #4, !dbg !43
  %20 = fmul double %18, %19, !dbg !44
  %21 = fdiv double %17, %20, !dbg !45
  ret double %21, !dbg !46
}

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @polar_angle(double noundef %0, double noundef %1) #0 !dbg !47 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !52, !DIExpression(), !53)
  %5 = load double, ptr %4, align 8, !dbg !54
  %6 = load double, ptr %3, align 8, !dbg !55
  %7 = call double @atan2(double noundef %5, double noundef %6) #4, !dbg !56
  ret double %7, !dbg !57
}

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @mixed(double noundef %0, double noundef %1) #0 !dbg !58 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
    #dbg_declare(ptr %5, !63, !DIExpression(), !64)
  %6 = load double, ptr %3, align 8, !dbg !65
  %7 = load double, ptr %4, align 8, !dbg !66
  %8 = call double @hypot(double noundef %6, double noundef %7) #4, !dbg !67
  store double %8, ptr %5, align 8, !dbg !64
  %9 = load double, ptr %5, align 8, !dbg !68
  %10 = call double @pow(double noundef %9, double noundef 1.500000e+00) #4, !dbg !69
  %11 = load double, ptr %3, align 8, !dbg !70
  %12 = call double @cos(double noundef %11) #4, !dbg !71
  %13 = load double, ptr %4, align 8, !dbg !72
  %14 = call double @llvm.fabs.f64(double %13), !dbg !73
  %15 = fadd double 1.000000e+00, %14, !dbg !74
  %16 = call double @log(double noundef %15) #4, !dbg !75
  %17 = load double, ptr %4, align 8, !dbg !76
  %18 = call double @sin(double noundef %17) #4, !dbg !77
  %19 = fmul double %16, %18, !dbg !78
  %20 = call double @llvm.fmuladd.f64(double %10, double %12, double %19), !dbg !79
  ret double %20, !dbg !80
}

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @log(double noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @softplus(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !81 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !88, !DIExpression(), !89)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !90, !DIExpression(), !91)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !92, !DIExpression(), !93)
    #dbg_declare(ptr %7, !94, !DIExpression(), !96)
  store i32 0, ptr %7, align 4, !dbg !96
  br label %8, !dbg !97

8:                                                ; preds = %82, %3
  %9 = load i32, ptr %7, align 4, !dbg !98
  %10 = load i32, ptr %4, align 4, !dbg !100
  %11 = icmp slt i32 %9, %10, !dbg !101
  br i1 %11, label %12, label %83, !dbg !102

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !103
  %14 = load i32, ptr %7, align 4, !dbg !104
  %15 = sext i32 %14 to i64, !dbg !103
  %16 = getelementptr inbounds double, ptr %13, i64 %15, !dbg !103
  %17 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %15), !dbg !103, !nosanitize !13
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !103, !nosanitize !13
  %19 = or i1 %18, false, !dbg !103, !nosanitize !13
  %20 = extractvalue { i64, i1 } %17, 0, !dbg !103, !nosanitize !13
  %21 = ptrtoint ptr %13 to i64, !dbg !103, !nosanitize !13
  %22 = add i64 %21, %20, !dbg !103, !nosanitize !13
  %23 = icmp ne ptr %13, null, !dbg !103, !nosanitize !13
  %24 = icmp ne i64 %22, 0, !dbg !103, !nosanitize !13
  %25 = icmp eq i1 %23, %24, !dbg !103, !nosanitize !13
  %26 = xor i1 %19, true, !dbg !103, !nosanitize !13
  %27 = icmp uge i64 %22, %21, !dbg !103, !nosanitize !13
  %28 = icmp sge i64 %20, 0, !dbg !103, !nosanitize !13
  %29 = icmp ult i64 %22, %21, !dbg !103, !nosanitize !13
  %30 = select i1 %28, i1 %27, i1 %29, !dbg !103, !nosanitize !13
  %31 = and i1 %30, %26, !dbg !103, !nosanitize !13
  %32 = and i1 %25, %31, !dbg !103, !nosanitize !13
  br i1 %32, label %34, label %33, !dbg !103, !prof !105, !nosanitize !13

33:                                               ; preds = %12
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %21, i64 %22) #5, !dbg !103, !nosanitize !13
  br label %34, !dbg !103, !nosanitize !13

34:                                               ; preds = %33, %12
  %35 = icmp ne ptr %16, null, !dbg !103, !nosanitize !13
  %36 = ptrtoint ptr %16 to i64, !dbg !103, !nosanitize !13
  %37 = and i64 %36, 7, !dbg !103, !nosanitize !13
  %38 = icmp eq i64 %37, 0, !dbg !103, !nosanitize !13
  %39 = and i1 %35, %38, !dbg !103, !nosanitize !13
  br i1 %39, label %41, label %40, !dbg !103, !prof !105, !nosanitize !13

40:                                               ; preds = %34
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %36) #5, !dbg !103, !nosanitize !13
  br label %41, !dbg !103, !nosanitize !13

41:                                               ; preds = %40, %34
  %42 = load double, ptr %16, align 8, !dbg !103
  %43 = call double @exp(double noundef %42) #4, !dbg !106
  %44 = call double @log1p(double noundef %43) #4, !dbg !107
  %45 = load ptr, ptr %6, align 8, !dbg !108
  %46 = load i32, ptr %7, align 4, !dbg !109
  %47 = sext i32 %46 to i64, !dbg !110
  %48 = getelementptr inbounds double, ptr %45, i64 %47, !dbg !110
  %49 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %47), !dbg !110, !nosanitize !13
  %50 = extractvalue { i64, i1 } %49, 1, !dbg !110, !nosanitize !13
  %51 = or i1 %50, false, !dbg !110, !nosanitize !13
  %52 = extractvalue { i64, i1 } %49, 0, !dbg !110, !nosanitize !13
  %53 = ptrtoint ptr %45 to i64, !dbg !110, !nosanitize !13
  %54 = add i64 %53, %52, !dbg !110, !nosanitize !13
  %55 = icmp ne ptr %45, null, !dbg !110, !nosanitize !13
  %56 = icmp ne i64 %54, 0, !dbg !110, !nosanitize !13
  %57 = icmp eq i1 %55, %56, !dbg !110, !nosanitize !13
  %58 = xor i1 %51, true, !dbg !110, !nosanitize !13
  %59 = icmp uge i64 %54, %53, !dbg !110, !nosanitize !13
  %60 = icmp sge i64 %52, 0, !dbg !110, !nosanitize !13
  %61 = icmp ult i64 %54, %53, !dbg !110, !nosanitize !13
  %62 = select i1 %60, i1 %59, i1 %61, !dbg !110, !nosanitize !13
  %63 = and i1 %62, %58, !dbg !110, !nosanitize !13
  %64 = and i1 %57, %63, !dbg !110, !nosanitize !13
  br i1 %64, label %66, label %65, !dbg !110, !prof !105, !nosanitize !13

65:                                               ; preds = %41
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %53, i64 %54) #5, !dbg !110, !nosanitize !13
  br label %66, !dbg !110, !nosanitize !13

66:                                               ; preds = %65, %41
  %67 = icmp ne ptr %48, null, !dbg !110, !nosanitize !13
  %68 = ptrtoint ptr %48 to i64, !dbg !110, !nosanitize !13
  %69 = and i64 %68, 7, !dbg !110, !nosanitize !13
  %70 = icmp eq i64 %69, 0, !dbg !110, !nosanitize !13
  %71 = and i1 %67, %70, !dbg !110, !nosanitize !13
  br i1 %71, label %73, label %72, !dbg !110, !prof !105, !nosanitize !13

72:                                               ; preds = %66
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %68) #5, !dbg !110, !nosanitize !13
  br label %73, !dbg !110, !nosanitize !13

73:                                               ; preds = %72, %66
  store double %44, ptr %48, align 8, !dbg !110
  br label %74, !dbg !108

74:                                               ; preds = %73
  %75 = load i32, ptr %7, align 4, !dbg !111
  %76 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %75, i32 1), !dbg !111, !nosanitize !13
  %77 = extractvalue { i32, i1 } %76, 0, !dbg !111, !nosanitize !13
  %78 = extractvalue { i32, i1 } %76, 1, !dbg !111, !nosanitize !13
  %79 = xor i1 %78, true, !dbg !111, !nosanitize !13
  br i1 %79, label %82, label %80, !dbg !111, !prof !105, !nosanitize !13

80:                                               ; preds = %74
  %81 = zext i32 %75 to i64, !dbg !111, !nosanitize !13
  call void @__ubsan_handle_add_overflow(ptr @7, i64 %81, i64 1) #5, !dbg !111, !nosanitize !13
  br label %82, !dbg !111, !nosanitize !13

82:                                               ; preds = %80, %74
  store i32 %77, ptr %7, align 4, !dbg !111
  br label %8, !dbg !112, !llvm.loop !113

83:                                               ; preds = %8
  ret void, !dbg !116
}

; Function Attrs: nounwind
declare double @log1p(double noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define float @sinf_sum(ptr noundef %0, i32 noundef %1) #0 !dbg !117 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !123, !DIExpression(), !124)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !125, !DIExpression(), !126)
    #dbg_declare(ptr %5, !127, !DIExpression(), !128)
  store float 0.000000e+00, ptr %5, align 4, !dbg !128
    #dbg_declare(ptr %6, !129, !DIExpression(), !131)
  store i32 0, ptr %6, align 4, !dbg !131
  br label %7, !dbg !132

7:                                                ; preds = %85, %2
  %8 = load i32, ptr %6, align 4, !dbg !133
  %9 = load i32, ptr %4, align 4, !dbg !135
  %10 = icmp slt i32 %8, %9, !dbg !136
  br i1 %10, label %11, label %86, !dbg !137

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !138
  %13 = load i32, ptr %6, align 4, !dbg !139
  %14 = sext i32 %13 to i64, !dbg !138
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !138
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %14), !dbg !138, !nosanitize !13
  %17 = extractvalue { i64, i1 } %16, 1, !dbg !138, !nosanitize !13
  %18 = or i1 %17, false, !dbg !138, !nosanitize !13
  %19 = extractvalue { i64, i1 } %16, 0, !dbg !138, !nosanitize !13
  %20 = ptrtoint ptr %12 to i64, !dbg !138, !nosanitize !13
  %21 = add i64 %20, %19, !dbg !138, !nosanitize !13
  %22 = icmp ne ptr %12, null, !dbg !138, !nosanitize !13
  %23 = icmp ne i64 %21, 0, !dbg !138, !nosanitize !13
  %24 = icmp eq i1 %22, %23, !dbg !138, !nosanitize !13
  %25 = xor i1 %18, true, !dbg !138, !nosanitize !13
  %26 = icmp uge i64 %21, %20, !dbg !138, !nosanitize !13
  %27 = icmp sge i64 %19, 0, !dbg !138, !nosanitize !13
  %28 = icmp ult i64 %21, %20, !dbg !138, !nosanitize !13
  %29 = select i1 %27, i1 %26, i1 %28, !dbg !138, !nosanitize !13
  %30 = and i1 %29, %25, !dbg !138, !nosanitize !13
  %31 = and i1 %24, %30, !dbg !138, !nosanitize !13
  br i1 %31, label %33, label %32, !dbg !138, !prof !105, !nosanitize !13

32:                                               ; preds = %11
  call void @__ubsan_handle_pointer_overflow(ptr @8, i64 %20, i64 %21) #5, !dbg !138, !nosanitize !13
  br label %33, !dbg !138, !nosanitize !13

33:                                               ; preds = %32, %11
  %34 = icmp ne ptr %15, null, !dbg !138, !nosanitize !13
  %35 = ptrtoint ptr %15 to i64, !dbg !138, !nosanitize !13
  %36 = and i64 %35, 3, !dbg !138, !nosanitize !13
  %37 = icmp eq i64 %36, 0, !dbg !138, !nosanitize !13
  %38 = and i1 %34, %37, !dbg !138, !nosanitize !13
  br i1 %38, label %40, label %39, !dbg !138, !prof !105, !nosanitize !13

39:                                               ; preds = %33
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %35) #5, !dbg !138, !nosanitize !13
  br label %40, !dbg !138, !nosanitize !13

40:                                               ; preds = %39, %33
  %41 = load float, ptr %15, align 4, !dbg !138
  %42 = call float @sinf(float noundef %41) #4, !dbg !140
  %43 = load ptr, ptr %3, align 8, !dbg !141
  %44 = load i32, ptr %6, align 4, !dbg !142
  %45 = sext i32 %44 to i64, !dbg !141
  %46 = getelementptr inbounds float, ptr %43, i64 %45, !dbg !141
  %47 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %45), !dbg !141, !nosanitize !13
  %48 = extractvalue { i64, i1 } %47, 1, !dbg !141, !nosanitize !13
  %49 = or i1 %48, false, !dbg !141, !nosanitize !13
  %50 = extractvalue { i64, i1 } %47, 0, !dbg !141, !nosanitize !13
  %51 = ptrtoint ptr %43 to i64, !dbg !141, !nosanitize !13
  %52 = add i64 %51, %50, !dbg !141, !nosanitize !13
  %53 = icmp ne ptr %43, null, !dbg !141, !nosanitize !13
  %54 = icmp ne i64 %52, 0, !dbg !141, !nosanitize !13
  %55 = icmp eq i1 %53, %54, !dbg !141, !nosanitize !13
  %56 = xor i1 %49, true, !dbg !141, !nosanitize !13
  %57 = icmp uge i64 %52, %51, !dbg !141, !nosanitize !13
  %58 = icmp sge i64 %50, 0, !dbg !141, !nosanitize !13
  %59 = icmp ult i64 %52, %51, !dbg !141, !nosanitize !13
  %60 = select i1 %58, i1 %57, i1 %59, !dbg !141, !nosanitize !13
  %61 = and i1 %60, %56, !dbg !141, !nosanitize !13
  %62 = and i1 %55, %61, !dbg !141, !nosanitize !13
  br i1 %62, label %64, label %63, !dbg !141, !prof !105, !nosanitize !13

63:                                               ; preds = %40
  call void @__ubsan_handle_pointer_overflow(ptr @11, i64 %51, i64 %52) #5, !dbg !141, !nosanitize !13
  br label %64, !dbg !141, !nosanitize !13

64:                                               ; preds = %63, %40
  %65 = icmp ne ptr %46, null, !dbg !141, !nosanitize !13
  %66 = ptrtoint ptr %46 to i64, !dbg !141, !nosanitize !13
  %67 = and i64 %66, 3, !dbg !141, !nosanitize !13
  %68 = icmp eq i64 %67, 0, !dbg !141, !nosanitize !13
  %69 = and i1 %65, %68, !dbg !141, !nosanitize !13
  br i1 %69, label %71, label %70, !dbg !141, !prof !105, !nosanitize !13

70:                                               ; preds = %64
  call void @__ubsan_handle_type_mismatch_v1(ptr @12, i64 %66) #5, !dbg !141, !nosanitize !13
  br label %71, !dbg !141, !nosanitize !13

71:                                               ; preds = %70, %64
  %72 = load float, ptr %46, align 4, !dbg !141
  %73 = fneg float %72, !dbg !143
  %74 = call float @expf(float noundef %73) #4, !dbg !144
  %75 = load float, ptr %5, align 4, !dbg !145
  %76 = call float @llvm.fmuladd.f32(float %42, float %74, float %75), !dbg !145
  store float %76, ptr %5, align 4, !dbg !145
  br label %77, !dbg !146

77:                                               ; preds = %71
  %78 = load i32, ptr %6, align 4, !dbg !147
  %79 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %78, i32 1), !dbg !147, !nosanitize !13
  %80 = extractvalue { i32, i1 } %79, 0, !dbg !147, !nosanitize !13
  %81 = extractvalue { i32, i1 } %79, 1, !dbg !147, !nosanitize !13
  %82 = xor i1 %81, true, !dbg !147, !nosanitize !13
  br i1 %82, label %85, label %83, !dbg !147, !prof !105, !nosanitize !13

83:                                               ; preds = %77
  %84 = zext i32 %78 to i64, !dbg !147, !nosanitize !13
  call void @__ubsan_handle_add_overflow(ptr @13, i64 %84, i64 1) #5, !dbg !147, !nosanitize !13
  br label %85, !dbg !147, !nosanitize !13

85:                                               ; preds = %83, %77
  store i32 %80, ptr %6, align 4, !dbg !147
  br label %7, !dbg !148, !llvm.loop !149

86:                                               ; preds = %7
  %87 = load float, ptr %5, align 4, !dbg !151
  ret float %87, !dbg !152
}

; Function Attrs: nounwind
declare float @sinf(float noundef) #1

; Function Attrs: nounwind
declare float @expf(float noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind }
attributes #5 = { nomerge nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mathfuncs.c", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"clang version 22.1.8"}
!9 = distinct !DISubprogram(name: "smooth_step", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !{}
!14 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 5, type: !12)
!15 = !DILocation(line: 5, column: 27, scope: !9)
!16 = !DILocation(line: 5, column: 57, scope: !9)
!17 = !DILocation(line: 5, column: 52, scope: !9)
!18 = !DILocation(line: 5, column: 50, scope: !9)
!19 = !DILocation(line: 5, column: 43, scope: !9)
!20 = !DILocation(line: 5, column: 32, scope: !9)
!21 = distinct !DISubprogram(name: "gaussian", scope: !1, file: !1, line: 7, type: !22, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!22 = !DISubroutineType(types: !23)
!23 = !{!12, !12, !12, !12}
!24 = !DILocalVariable(name: "x", arg: 1, scope: !21, file: !1, line: 7, type: !12)
!25 = !DILocation(line: 7, column: 24, scope: !21)
!26 = !DILocalVariable(name: "mu", arg: 2, scope: !21, file: !1, line: 7, type: !12)
!27 = !DILocation(line: 7, column: 34, scope: !21)
!28 = !DILocalVariable(name: "sigma", arg: 3, scope: !21, file: !1, line: 7, type: !12)
!29 = !DILocation(line: 7, column: 45, scope: !21)
!30 = !DILocalVariable(name: "z", scope: !21, file: !1, line: 8, type: !12)
!31 = !DILocation(line: 8, column: 12, scope: !21)
!32 = !DILocation(line: 8, column: 17, scope: !21)
!33 = !DILocation(line: 8, column: 21, scope: !21)
!34 = !DILocation(line: 8, column: 19, scope: !21)
!35 = !DILocation(line: 8, column: 27, scope: !21)
!36 = !DILocation(line: 8, column: 25, scope: !21)
!37 = !DILocation(line: 9, column: 23, scope: !21)
!38 = !DILocation(line: 9, column: 21, scope: !21)
!39 = !DILocation(line: 9, column: 27, scope: !21)
!40 = !DILocation(line: 9, column: 25, scope: !21)
!41 = !DILocation(line: 9, column: 12, scope: !21)
!42 = !DILocation(line: 9, column: 33, scope: !21)
!43 = !DILocation(line: 9, column: 41, scope: !21)
!44 = !DILocation(line: 9, column: 39, scope: !21)
!45 = !DILocation(line: 9, column: 30, scope: !21)
!46 = !DILocation(line: 9, column: 5, scope: !21)
!47 = distinct !DISubprogram(name: "polar_angle", scope: !1, file: !1, line: 12, type: !48, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!48 = !DISubroutineType(types: !49)
!49 = !{!12, !12, !12}
!50 = !DILocalVariable(name: "x", arg: 1, scope: !47, file: !1, line: 12, type: !12)
!51 = !DILocation(line: 12, column: 27, scope: !47)
!52 = !DILocalVariable(name: "y", arg: 2, scope: !47, file: !1, line: 12, type: !12)
!53 = !DILocation(line: 12, column: 37, scope: !47)
!54 = !DILocation(line: 12, column: 55, scope: !47)
!55 = !DILocation(line: 12, column: 58, scope: !47)
!56 = !DILocation(line: 12, column: 49, scope: !47)
!57 = !DILocation(line: 12, column: 42, scope: !47)
!58 = distinct !DISubprogram(name: "mixed", scope: !1, file: !1, line: 14, type: !48, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!59 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !1, line: 14, type: !12)
!60 = !DILocation(line: 14, column: 21, scope: !58)
!61 = !DILocalVariable(name: "y", arg: 2, scope: !58, file: !1, line: 14, type: !12)
!62 = !DILocation(line: 14, column: 31, scope: !58)
!63 = !DILocalVariable(name: "r", scope: !58, file: !1, line: 15, type: !12)
!64 = !DILocation(line: 15, column: 12, scope: !58)
!65 = !DILocation(line: 15, column: 22, scope: !58)
!66 = !DILocation(line: 15, column: 25, scope: !58)
!67 = !DILocation(line: 15, column: 16, scope: !58)
!68 = !DILocation(line: 16, column: 16, scope: !58)
!69 = !DILocation(line: 16, column: 12, scope: !58)
!70 = !DILocation(line: 16, column: 30, scope: !58)
!71 = !DILocation(line: 16, column: 26, scope: !58)
!72 = !DILocation(line: 16, column: 50, scope: !58)
!73 = !DILocation(line: 16, column: 45, scope: !58)
!74 = !DILocation(line: 16, column: 43, scope: !58)
!75 = !DILocation(line: 16, column: 35, scope: !58)
!76 = !DILocation(line: 16, column: 60, scope: !58)
!77 = !DILocation(line: 16, column: 56, scope: !58)
!78 = !DILocation(line: 16, column: 54, scope: !58)
!79 = !DILocation(line: 16, column: 33, scope: !58)
!80 = !DILocation(line: 16, column: 5, scope: !58)
!81 = distinct !DISubprogram(name: "softplus", scope: !1, file: !1, line: 19, type: !82, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!82 = !DISubroutineType(types: !83)
!83 = !{null, !84, !85, !87}
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!88 = !DILocalVariable(name: "n", arg: 1, scope: !81, file: !1, line: 19, type: !84)
!89 = !DILocation(line: 19, column: 19, scope: !81)
!90 = !DILocalVariable(name: "x", arg: 2, scope: !81, file: !1, line: 19, type: !85)
!91 = !DILocation(line: 19, column: 36, scope: !81)
!92 = !DILocalVariable(name: "y", arg: 3, scope: !81, file: !1, line: 19, type: !87)
!93 = !DILocation(line: 19, column: 47, scope: !81)
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 20, type: !84)
!95 = distinct !DILexicalBlock(scope: !81, file: !1, line: 20, column: 5)
!96 = !DILocation(line: 20, column: 14, scope: !95)
!97 = !DILocation(line: 20, column: 10, scope: !95)
!98 = !DILocation(line: 20, column: 21, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !1, line: 20, column: 5)
!100 = !DILocation(line: 20, column: 25, scope: !99)
!101 = !DILocation(line: 20, column: 23, scope: !99)
!102 = !DILocation(line: 20, column: 5, scope: !95)
!103 = !DILocation(line: 21, column: 26, scope: !99)
!104 = !DILocation(line: 21, column: 28, scope: !99)
!105 = !{!"branch_weights", i32 1048575, i32 1}
!106 = !DILocation(line: 21, column: 22, scope: !99)
!107 = !DILocation(line: 21, column: 16, scope: !99)
!108 = !DILocation(line: 21, column: 9, scope: !99)
!109 = !DILocation(line: 21, column: 11, scope: !99)
!110 = !DILocation(line: 21, column: 14, scope: !99)
!111 = !DILocation(line: 20, column: 29, scope: !99)
!112 = !DILocation(line: 20, column: 5, scope: !99)
!113 = distinct !{!113, !102, !114, !115}
!114 = !DILocation(line: 21, column: 31, scope: !95)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 22, column: 1, scope: !81)
!117 = distinct !DISubprogram(name: "sinf_sum", scope: !1, file: !1, line: 24, type: !118, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !121, !84}
!120 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!123 = !DILocalVariable(name: "x", arg: 1, scope: !117, file: !1, line: 24, type: !121)
!124 = !DILocation(line: 24, column: 29, scope: !117)
!125 = !DILocalVariable(name: "n", arg: 2, scope: !117, file: !1, line: 24, type: !84)
!126 = !DILocation(line: 24, column: 36, scope: !117)
!127 = !DILocalVariable(name: "s", scope: !117, file: !1, line: 25, type: !120)
!128 = !DILocation(line: 25, column: 11, scope: !117)
!129 = !DILocalVariable(name: "i", scope: !130, file: !1, line: 26, type: !84)
!130 = distinct !DILexicalBlock(scope: !117, file: !1, line: 26, column: 5)
!131 = !DILocation(line: 26, column: 14, scope: !130)
!132 = !DILocation(line: 26, column: 10, scope: !130)
!133 = !DILocation(line: 26, column: 21, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 26, column: 5)
!135 = !DILocation(line: 26, column: 25, scope: !134)
!136 = !DILocation(line: 26, column: 23, scope: !134)
!137 = !DILocation(line: 26, column: 5, scope: !130)
!138 = !DILocation(line: 27, column: 19, scope: !134)
!139 = !DILocation(line: 27, column: 21, scope: !134)
!140 = !DILocation(line: 27, column: 14, scope: !134)
!141 = !DILocation(line: 27, column: 33, scope: !134)
!142 = !DILocation(line: 27, column: 35, scope: !134)
!143 = !DILocation(line: 27, column: 32, scope: !134)
!144 = !DILocation(line: 27, column: 27, scope: !134)
!145 = !DILocation(line: 27, column: 11, scope: !134)
!146 = !DILocation(line: 27, column: 9, scope: !134)
!147 = !DILocation(line: 26, column: 29, scope: !134)
!148 = !DILocation(line: 26, column: 5, scope: !134)
!149 = distinct !{!149, !137, !150, !115}
!150 = !DILocation(line: 27, column: 37, scope: !130)
!151 = !DILocation(line: 28, column: 12, scope: !117)
!152 = !DILocation(line: 28, column: 5, scope: !117)
