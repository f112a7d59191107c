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
define double @smooth_step(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @tanh(double noundef %3) #4
  %5 = fadd double 1.000000e+00, %4
  %6 = fmul double 5.000000e-01, %5
  ret double %6
}

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @gaussian(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %5, align 8
  %10 = fsub double %8, %9
  %11 = load double, ptr %6, align 8
  %12 = fdiv double %10, %11
  store double %12, ptr %7, align 8
  %13 = load double, ptr %7, align 8
  %14 = fmul double -5.000000e-01, %13
  %15 = load double, ptr %7, align 8
  %16 = fmul double %14, %15
  %17 = call double @exp(double noundef %16) #4
  %18 = load double, ptr %6, align 8
  %19 = call double @sqrt(double noundef 0x401921FB54442D18) #4
  %20 = fmul double %18, %19
  %21 = fdiv double %17, %20
  ret double %21
}

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @polar_angle(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @atan2(double noundef %5, double noundef %6) #4
  ret double %7
}

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @mixed(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double @hypot(double noundef %6, double noundef %7) #4
  store double %8, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  %10 = call double @pow(double noundef %9, double noundef 1.500000e+00) #4
  %11 = load double, ptr %3, align 8
  %12 = call double @cos(double noundef %11) #4
  %13 = load double, ptr %4, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = fadd double 1.000000e+00, %14
  %16 = call double @log(double noundef %15) #4
  %17 = load double, ptr %4, align 8
  %18 = call double @sin(double noundef %17) #4
  %19 = fmul double %16, %18
  %20 = call double @llvm.fmuladd.f64(double %10, double %12, double %19)
  ret double %20
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
define void @softplus(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %82, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %83

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
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
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %21, i64 %22) #5, !nosanitize !6
  br label %34, !nosanitize !6

34:                                               ; preds = %33, %12
  %35 = icmp ne ptr %16, null, !nosanitize !6
  %36 = ptrtoint ptr %16 to i64, !nosanitize !6
  %37 = and i64 %36, 7, !nosanitize !6
  %38 = icmp eq i64 %37, 0, !nosanitize !6
  %39 = and i1 %35, %38, !nosanitize !6
  br i1 %39, label %41, label %40, !prof !7, !nosanitize !6

40:                                               ; preds = %34
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %36) #5, !nosanitize !6
  br label %41, !nosanitize !6

41:                                               ; preds = %40, %34
  %42 = load double, ptr %16, align 8
  %43 = call double @exp(double noundef %42) #4
  %44 = call double @log1p(double noundef %43) #4
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %47), !nosanitize !6
  %50 = extractvalue { i64, i1 } %49, 1, !nosanitize !6
  %51 = or i1 %50, false, !nosanitize !6
  %52 = extractvalue { i64, i1 } %49, 0, !nosanitize !6
  %53 = ptrtoint ptr %45 to i64, !nosanitize !6
  %54 = add i64 %53, %52, !nosanitize !6
  %55 = icmp ne ptr %45, null, !nosanitize !6
  %56 = icmp ne i64 %54, 0, !nosanitize !6
  %57 = icmp eq i1 %55, %56, !nosanitize !6
  %58 = xor i1 %51, true, !nosanitize !6
  %59 = icmp uge i64 %54, %53, !nosanitize !6
  %60 = icmp sge i64 %52, 0, !nosanitize !6
  %61 = icmp ult i64 %54, %53, !nosanitize !6
  %62 = select i1 %60, i1 %59, i1 %61, !nosanitize !6
  %63 = and i1 %62, %58, !nosanitize !6
  %64 = and i1 %57, %63, !nosanitize !6
  br i1 %64, label %66, label %65, !prof !7, !nosanitize !6

65:                                               ; preds = %41
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %53, i64 %54) #5, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %65, %41
  %67 = icmp ne ptr %48, null, !nosanitize !6
  %68 = ptrtoint ptr %48 to i64, !nosanitize !6
  %69 = and i64 %68, 7, !nosanitize !6
  %70 = icmp eq i64 %69, 0, !nosanitize !6
  %71 = and i1 %67, %70, !nosanitize !6
  br i1 %71, label %73, label %72, !prof !7, !nosanitize !6

72:                                               ; preds = %66
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %68) #5, !nosanitize !6
  br label %73, !nosanitize !6

73:                                               ; preds = %72, %66
  store double %44, ptr %48, align 8
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %7, align 4
  %76 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %75, i32 1), !nosanitize !6
  %77 = extractvalue { i32, i1 } %76, 0, !nosanitize !6
  %78 = extractvalue { i32, i1 } %76, 1, !nosanitize !6
  %79 = xor i1 %78, true, !nosanitize !6
  br i1 %79, label %82, label %80, !prof !7, !nosanitize !6

80:                                               ; preds = %74
  %81 = zext i32 %75 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @7, i64 %81, i64 1) #5, !nosanitize !6
  br label %82, !nosanitize !6

82:                                               ; preds = %80, %74
  store i32 %77, ptr %7, align 4
  br label %8, !llvm.loop !8

83:                                               ; preds = %8
  ret void
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
define float @sinf_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %85, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %86

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %14), !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @8, i64 %20, i64 %21) #5, !nosanitize !6
  br label %33, !nosanitize !6

33:                                               ; preds = %32, %11
  %34 = icmp ne ptr %15, null, !nosanitize !6
  %35 = ptrtoint ptr %15 to i64, !nosanitize !6
  %36 = and i64 %35, 3, !nosanitize !6
  %37 = icmp eq i64 %36, 0, !nosanitize !6
  %38 = and i1 %34, %37, !nosanitize !6
  br i1 %38, label %40, label %39, !prof !7, !nosanitize !6

39:                                               ; preds = %33
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %35) #5, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %39, %33
  %41 = load float, ptr %15, align 4
  %42 = call float @sinf(float noundef %41) #4
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %43, i64 %45
  %47 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %45), !nosanitize !6
  %48 = extractvalue { i64, i1 } %47, 1, !nosanitize !6
  %49 = or i1 %48, false, !nosanitize !6
  %50 = extractvalue { i64, i1 } %47, 0, !nosanitize !6
  %51 = ptrtoint ptr %43 to i64, !nosanitize !6
  %52 = add i64 %51, %50, !nosanitize !6
  %53 = icmp ne ptr %43, null, !nosanitize !6
  %54 = icmp ne i64 %52, 0, !nosanitize !6
  %55 = icmp eq i1 %53, %54, !nosanitize !6
  %56 = xor i1 %49, true, !nosanitize !6
  %57 = icmp uge i64 %52, %51, !nosanitize !6
  %58 = icmp sge i64 %50, 0, !nosanitize !6
  %59 = icmp ult i64 %52, %51, !nosanitize !6
  %60 = select i1 %58, i1 %57, i1 %59, !nosanitize !6
  %61 = and i1 %60, %56, !nosanitize !6
  %62 = and i1 %55, %61, !nosanitize !6
  br i1 %62, label %64, label %63, !prof !7, !nosanitize !6

63:                                               ; preds = %40
  call void @__ubsan_handle_pointer_overflow(ptr @11, i64 %51, i64 %52) #5, !nosanitize !6
  br label %64, !nosanitize !6

64:                                               ; preds = %63, %40
  %65 = icmp ne ptr %46, null, !nosanitize !6
  %66 = ptrtoint ptr %46 to i64, !nosanitize !6
  %67 = and i64 %66, 3, !nosanitize !6
  %68 = icmp eq i64 %67, 0, !nosanitize !6
  %69 = and i1 %65, %68, !nosanitize !6
  br i1 %69, label %71, label %70, !prof !7, !nosanitize !6

70:                                               ; preds = %64
  call void @__ubsan_handle_type_mismatch_v1(ptr @12, i64 %66) #5, !nosanitize !6
  br label %71, !nosanitize !6

71:                                               ; preds = %70, %64
  %72 = load float, ptr %46, align 4
  %73 = fneg float %72
  %74 = call float @expf(float noundef %73) #4
  %75 = load float, ptr %5, align 4
  %76 = call float @llvm.fmuladd.f32(float %42, float %74, float %75)
  store float %76, ptr %5, align 4
  br label %77

77:                                               ; preds = %71
  %78 = load i32, ptr %6, align 4
  %79 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %78, i32 1), !nosanitize !6
  %80 = extractvalue { i32, i1 } %79, 0, !nosanitize !6
  %81 = extractvalue { i32, i1 } %79, 1, !nosanitize !6
  %82 = xor i1 %81, true, !nosanitize !6
  br i1 %82, label %85, label %83, !prof !7, !nosanitize !6

83:                                               ; preds = %77
  %84 = zext i32 %78 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @13, i64 %84, i64 1) #5, !nosanitize !6
  br label %85, !nosanitize !6

85:                                               ; preds = %83, %77
  store i32 %80, ptr %6, align 4
  br label %7, !llvm.loop !10

86:                                               ; preds = %7
  %87 = load float, ptr %5, align 4
  ret float %87
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
