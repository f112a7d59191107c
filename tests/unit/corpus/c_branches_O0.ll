; ModuleID = 'branches.c'
source_filename = "branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [11 x i8] c"branches.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 13 } }
@1 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 0, i16 11, [12 x i8] c"'const int'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 13 }, ptr @1, i8 2, i8 0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 18 } }
@4 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 18 }, ptr @4, i8 3, i8 0 }
@6 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 18 } }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 18 }, ptr @4, i8 3, i8 0 }
@8 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 24 } }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 24 }, ptr @4, i8 3, i8 0 }
@10 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 29 }, ptr @10 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 40, i32 11 }, ptr @10 }
@13 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 42, i32 5 }, ptr @13, i8 3, i8 1 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @relu(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 0.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi double [ %6, %5 ], [ 0.000000e+00, %7 ]
  ret double %9
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @clamp(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = fcmp olt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load double, ptr %6, align 8
  store double %12, ptr %4, align 8
  br label %21

13:                                               ; preds = %3
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %7, align 8
  %16 = fcmp ogt double %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = load double, ptr %7, align 8
  store double %18, ptr %4, align 8
  br label %21

19:                                               ; preds = %13
  %20 = load double, ptr %5, align 8
  store double %20, ptr %4, align 8
  br label %21

21:                                               ; preds = %19, %17, %11
  %22 = load double, ptr %4, align 8
  ret double %22
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @piecewise(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fcmp olt double %4, -1.000000e+00
  br i1 %5, label %6, label %14

6:                                                ; preds = %1
  %7 = load double, ptr %3, align 8
  %8 = fadd double %7, 1.000000e+00
  %9 = fmul double 5.000000e-01, %8
  %10 = load double, ptr %3, align 8
  %11 = fadd double %10, 1.000000e+00
  %12 = fneg double %9
  %13 = call double @llvm.fmuladd.f64(double %12, double %11, double -1.000000e+00)
  store double %13, ptr %2, align 8
  br label %26

14:                                               ; preds = %1
  %15 = load double, ptr %3, align 8
  %16 = fcmp olt double %15, 1.000000e+00
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %3, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %3, align 8
  %22 = fmul double %20, %21
  store double %22, ptr %2, align 8
  br label %26

23:                                               ; preds = %14
  %24 = load double, ptr %3, align 8
  %25 = call double @sqrt(double noundef %24) #4
  store double %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %23, %17, %6
  %27 = load double, ptr %2, align 8
  ret double %27
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @masked_sum(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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

9:                                                ; preds = %153, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %154

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %16), !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %22, i64 %23) #5, !nosanitize !6
  br label %35, !nosanitize !6

35:                                               ; preds = %34, %13
  %36 = icmp ne ptr %17, null, !nosanitize !6
  %37 = ptrtoint ptr %17 to i64, !nosanitize !6
  %38 = and i64 %37, 3, !nosanitize !6
  %39 = icmp eq i64 %38, 0, !nosanitize !6
  %40 = and i1 %36, %39, !nosanitize !6
  br i1 %40, label %42, label %41, !prof !7, !nosanitize !6

41:                                               ; preds = %35
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %37) #5, !nosanitize !6
  br label %42, !nosanitize !6

42:                                               ; preds = %41, %35
  %43 = load i32, ptr %17, align 4
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %78

45:                                               ; preds = %42
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %8, align 4
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

66:                                               ; preds = %45
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %54, i64 %55) #5, !nosanitize !6
  br label %67, !nosanitize !6

67:                                               ; preds = %66, %45
  %68 = icmp ne ptr %49, null, !nosanitize !6
  %69 = ptrtoint ptr %49 to i64, !nosanitize !6
  %70 = and i64 %69, 7, !nosanitize !6
  %71 = icmp eq i64 %70, 0, !nosanitize !6
  %72 = and i1 %68, %71, !nosanitize !6
  br i1 %72, label %74, label %73, !prof !7, !nosanitize !6

73:                                               ; preds = %67
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %69) #5, !nosanitize !6
  br label %74, !nosanitize !6

74:                                               ; preds = %73, %67
  %75 = load double, ptr %49, align 8
  %76 = load double, ptr %7, align 8
  %77 = fadd double %76, %75
  store double %77, ptr %7, align 8
  br label %144

78:                                               ; preds = %42
  %79 = load ptr, ptr %4, align 8
  %80 = load i32, ptr %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds double, ptr %79, i64 %81
  %83 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %81), !nosanitize !6
  %84 = extractvalue { i64, i1 } %83, 1, !nosanitize !6
  %85 = or i1 %84, false, !nosanitize !6
  %86 = extractvalue { i64, i1 } %83, 0, !nosanitize !6
  %87 = ptrtoint ptr %79 to i64, !nosanitize !6
  %88 = add i64 %87, %86, !nosanitize !6
  %89 = icmp ne ptr %79, null, !nosanitize !6
  %90 = icmp ne i64 %88, 0, !nosanitize !6
  %91 = icmp eq i1 %89, %90, !nosanitize !6
  %92 = xor i1 %85, true, !nosanitize !6
  %93 = icmp uge i64 %88, %87, !nosanitize !6
  %94 = icmp sge i64 %86, 0, !nosanitize !6
  %95 = icmp ult i64 %88, %87, !nosanitize !6
  %96 = select i1 %94, i1 %93, i1 %95, !nosanitize !6
  %97 = and i1 %96, %92, !nosanitize !6
  %98 = and i1 %91, %97, !nosanitize !6
  br i1 %98, label %100, label %99, !prof !7, !nosanitize !6

99:                                               ; preds = %78
  call void @__ubsan_handle_pointer_overflow(ptr @6, i64 %87, i64 %88) #5, !nosanitize !6
  br label %100, !nosanitize !6

100:                                              ; preds = %99, %78
  %101 = icmp ne ptr %82, null, !nosanitize !6
  %102 = ptrtoint ptr %82 to i64, !nosanitize !6
  %103 = and i64 %102, 7, !nosanitize !6
  %104 = icmp eq i64 %103, 0, !nosanitize !6
  %105 = and i1 %101, %104, !nosanitize !6
  br i1 %105, label %107, label %106, !prof !7, !nosanitize !6

106:                                              ; preds = %100
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %102) #5, !nosanitize !6
  br label %107, !nosanitize !6

107:                                              ; preds = %106, %100
  %108 = load double, ptr %82, align 8
  %109 = fcmp olt double %108, 0.000000e+00
  br i1 %109, label %110, label %143

110:                                              ; preds = %107
  %111 = load ptr, ptr %4, align 8
  %112 = load i32, ptr %8, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds double, ptr %111, i64 %113
  %115 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %113), !nosanitize !6
  %116 = extractvalue { i64, i1 } %115, 1, !nosanitize !6
  %117 = or i1 %116, false, !nosanitize !6
  %118 = extractvalue { i64, i1 } %115, 0, !nosanitize !6
  %119 = ptrtoint ptr %111 to i64, !nosanitize !6
  %120 = add i64 %119, %118, !nosanitize !6
  %121 = icmp ne ptr %111, null, !nosanitize !6
  %122 = icmp ne i64 %120, 0, !nosanitize !6
  %123 = icmp eq i1 %121, %122, !nosanitize !6
  %124 = xor i1 %117, true, !nosanitize !6
  %125 = icmp uge i64 %120, %119, !nosanitize !6
  %126 = icmp sge i64 %118, 0, !nosanitize !6
  %127 = icmp ult i64 %120, %119, !nosanitize !6
  %128 = select i1 %126, i1 %125, i1 %127, !nosanitize !6
  %129 = and i1 %128, %124, !nosanitize !6
  %130 = and i1 %123, %129, !nosanitize !6
  br i1 %130, label %132, label %131, !prof !7, !nosanitize !6

131:                                              ; preds = %110
  call void @__ubsan_handle_pointer_overflow(ptr @8, i64 %119, i64 %120) #5, !nosanitize !6
  br label %132, !nosanitize !6

132:                                              ; preds = %131, %110
  %133 = icmp ne ptr %114, null, !nosanitize !6
  %134 = ptrtoint ptr %114 to i64, !nosanitize !6
  %135 = and i64 %134, 7, !nosanitize !6
  %136 = icmp eq i64 %135, 0, !nosanitize !6
  %137 = and i1 %133, %136, !nosanitize !6
  br i1 %137, label %139, label %138, !prof !7, !nosanitize !6

138:                                              ; preds = %132
  call void @__ubsan_handle_type_mismatch_v1(ptr @9, i64 %134) #5, !nosanitize !6
  br label %139, !nosanitize !6

139:                                              ; preds = %138, %132
  %140 = load double, ptr %114, align 8
  %141 = load double, ptr %7, align 8
  %142 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %140, double %141)
  store double %142, ptr %7, align 8
  br label %143

143:                                              ; preds = %139, %107
  br label %144

144:                                              ; preds = %143, %74
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %8, align 4
  %147 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %146, i32 1), !nosanitize !6
  %148 = extractvalue { i32, i1 } %147, 0, !nosanitize !6
  %149 = extractvalue { i32, i1 } %147, 1, !nosanitize !6
  %150 = xor i1 %149, true, !nosanitize !6
  br i1 %150, label %153, label %151, !prof !7, !nosanitize !6

151:                                              ; preds = %145
  %152 = zext i32 %146 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @11, i64 %152, i64 1) #5, !nosanitize !6
  br label %153, !nosanitize !6

153:                                              ; preds = %151, %145
  store i32 %148, ptr %8, align 4
  br label %9, !llvm.loop !8

154:                                              ; preds = %9
  %155 = load double, ptr %7, align 8
  ret double %155
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define i32 @newton_sqrt(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load double, ptr %4, align 8
  %9 = fcmp olt double %8, 0.000000e+00
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %60

11:                                               ; preds = %2
  %12 = load double, ptr %4, align 8
  %13 = fcmp ogt double %12, 1.000000e+00
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = load double, ptr %4, align 8
  br label %17

16:                                               ; preds = %11
  br label %17

17:                                               ; preds = %16, %14
  %18 = phi double [ %15, %14 ], [ 1.000000e+00, %16 ]
  store double %18, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %19

19:                                               ; preds = %48, %17
  %20 = load double, ptr %6, align 8
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %4, align 8
  %23 = fneg double %22
  %24 = call double @llvm.fmuladd.f64(double %20, double %21, double %23)
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = load double, ptr %4, align 8
  %27 = fmul double 0x3D719799812DEA11, %26
  %28 = fcmp ogt double %25, %27
  br i1 %28, label %29, label %32

29:                                               ; preds = %19
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %30, 100
  br label %32

32:                                               ; preds = %29, %19
  %33 = phi i1 [ false, %19 ], [ %31, %29 ]
  br i1 %33, label %34, label %49

34:                                               ; preds = %32
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %4, align 8
  %37 = load double, ptr %6, align 8
  %38 = fdiv double %36, %37
  %39 = fadd double %35, %38
  %40 = fmul double 5.000000e-01, %39
  store double %40, ptr %6, align 8
  %41 = load i32, ptr %7, align 4
  %42 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %41, i32 1), !nosanitize !6
  %43 = extractvalue { i32, i1 } %42, 0, !nosanitize !6
  %44 = extractvalue { i32, i1 } %42, 1, !nosanitize !6
  %45 = xor i1 %44, true, !nosanitize !6
  br i1 %45, label %48, label %46, !prof !7, !nosanitize !6

46:                                               ; preds = %34
  %47 = zext i32 %41 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @12, i64 %47, i64 1) #5, !nosanitize !6
  br label %48, !nosanitize !6

48:                                               ; preds = %46, %34
  store i32 %43, ptr %7, align 4
  br label %19, !llvm.loop !10

49:                                               ; preds = %32
  %50 = load double, ptr %6, align 8
  %51 = load ptr, ptr %5, align 8
  %52 = icmp ne ptr %51, null, !nosanitize !6
  %53 = ptrtoint ptr %51 to i64, !nosanitize !6
  %54 = and i64 %53, 7, !nosanitize !6
  %55 = icmp eq i64 %54, 0, !nosanitize !6
  %56 = and i1 %52, %55, !nosanitize !6
  br i1 %56, label %58, label %57, !prof !7, !nosanitize !6

57:                                               ; preds = %49
  call void @__ubsan_handle_type_mismatch_v1(ptr @14, i64 %53) #5, !nosanitize !6
  br label %58, !nosanitize !6

58:                                               ; preds = %57, %49
  store double %50, ptr %51, align 8
  %59 = load i32, ptr %7, align 4
  store i32 %59, ptr %3, align 4
  br label %60

60:                                               ; preds = %58, %10
  %61 = load i32, ptr %3, align 4
  ret i32 %61
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
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
