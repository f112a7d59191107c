; ModuleID = 'mpi_allreduce_dot.c'
source_filename = "mpi_allreduce_dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [20 x i8] c"mpi_allreduce_dot.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 18 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 18 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 25 } }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 25 }, ptr @1, i8 3, i8 0 }
@5 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 34 }, ptr @5 }
@7 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 26 } }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 26 }, ptr @1, i8 3, i8 0 }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 34 }, ptr @5 }
@10 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 25 } }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 25 }, ptr @1, i8 3, i8 0 }
@12 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 9 } }
@13 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 9 }, ptr @13, i8 3, i8 1 }
@15 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 25 } }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 25 }, ptr @1, i8 3, i8 0 }
@17 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 9 } }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 9 }, ptr @13, i8 3, i8 1 }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 29, i32 34 }, ptr @5 }
@20 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 20 } }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 20 }, ptr @13, i8 3, i8 0 }
@22 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'double[2]'\00" }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 9 }, ptr @22, ptr @5 }
@24 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 20 } }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 20 }, ptr @13, i8 3, i8 0 }
@26 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 27 } }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 27 }, ptr @13, i8 3, i8 0 }
@28 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 9 }, ptr @22, ptr @5 }
@29 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 9 } }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 9 }, ptr @13, i8 3, i8 1 }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 34 }, ptr @5 }
@32 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 19 }, ptr @22, ptr @5 }
@33 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 28 }, ptr @22, ptr @5 }
@34 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 28 } }
@35 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 28 }, ptr @13, i8 3, i8 0 }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 5 }, ptr @13, i8 3, i8 1 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @pdot(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store double 0.000000e+00, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %87, %4
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %88

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %19), !nosanitize !6
  %22 = extractvalue { i64, i1 } %21, 1, !nosanitize !6
  %23 = or i1 %22, false, !nosanitize !6
  %24 = extractvalue { i64, i1 } %21, 0, !nosanitize !6
  %25 = ptrtoint ptr %17 to i64, !nosanitize !6
  %26 = add i64 %25, %24, !nosanitize !6
  %27 = icmp ne ptr %17, null, !nosanitize !6
  %28 = icmp ne i64 %26, 0, !nosanitize !6
  %29 = icmp eq i1 %27, %28, !nosanitize !6
  %30 = xor i1 %23, true, !nosanitize !6
  %31 = icmp uge i64 %26, %25, !nosanitize !6
  %32 = icmp sge i64 %24, 0, !nosanitize !6
  %33 = icmp ult i64 %26, %25, !nosanitize !6
  %34 = select i1 %32, i1 %31, i1 %33, !nosanitize !6
  %35 = and i1 %34, %30, !nosanitize !6
  %36 = and i1 %29, %35, !nosanitize !6
  br i1 %36, label %38, label %37, !prof !7, !nosanitize !6

37:                                               ; preds = %16
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %25, i64 %26) #6, !nosanitize !6
  br label %38, !nosanitize !6

38:                                               ; preds = %37, %16
  %39 = icmp ne ptr %20, null, !nosanitize !6
  %40 = ptrtoint ptr %20 to i64, !nosanitize !6
  %41 = and i64 %40, 7, !nosanitize !6
  %42 = icmp eq i64 %41, 0, !nosanitize !6
  %43 = and i1 %39, %42, !nosanitize !6
  br i1 %43, label %45, label %44, !prof !7, !nosanitize !6

44:                                               ; preds = %38
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %40) #6, !nosanitize !6
  br label %45, !nosanitize !6

45:                                               ; preds = %44, %38
  %46 = load double, ptr %20, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %49), !nosanitize !6
  %52 = extractvalue { i64, i1 } %51, 1, !nosanitize !6
  %53 = or i1 %52, false, !nosanitize !6
  %54 = extractvalue { i64, i1 } %51, 0, !nosanitize !6
  %55 = ptrtoint ptr %47 to i64, !nosanitize !6
  %56 = add i64 %55, %54, !nosanitize !6
  %57 = icmp ne ptr %47, null, !nosanitize !6
  %58 = icmp ne i64 %56, 0, !nosanitize !6
  %59 = icmp eq i1 %57, %58, !nosanitize !6
  %60 = xor i1 %53, true, !nosanitize !6
  %61 = icmp uge i64 %56, %55, !nosanitize !6
  %62 = icmp sge i64 %54, 0, !nosanitize !6
  %63 = icmp ult i64 %56, %55, !nosanitize !6
  %64 = select i1 %62, i1 %61, i1 %63, !nosanitize !6
  %65 = and i1 %64, %60, !nosanitize !6
  %66 = and i1 %59, %65, !nosanitize !6
  br i1 %66, label %68, label %67, !prof !7, !nosanitize !6

67:                                               ; preds = %45
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %55, i64 %56) #6, !nosanitize !6
  br label %68, !nosanitize !6

68:                                               ; preds = %67, %45
  %69 = icmp ne ptr %50, null, !nosanitize !6
  %70 = ptrtoint ptr %50 to i64, !nosanitize !6
  %71 = and i64 %70, 7, !nosanitize !6
  %72 = icmp eq i64 %71, 0, !nosanitize !6
  %73 = and i1 %69, %72, !nosanitize !6
  br i1 %73, label %75, label %74, !prof !7, !nosanitize !6

74:                                               ; preds = %68
  call void @__ubsan_handle_type_mismatch_v1(ptr @4, i64 %70) #6, !nosanitize !6
  br label %75, !nosanitize !6

75:                                               ; preds = %74, %68
  %76 = load double, ptr %50, align 8
  %77 = load double, ptr %9, align 8
  %78 = call double @llvm.fmuladd.f64(double %46, double %76, double %77)
  store double %78, ptr %9, align 8
  br label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %11, align 4
  %81 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %80, i32 1), !nosanitize !6
  %82 = extractvalue { i32, i1 } %81, 0, !nosanitize !6
  %83 = extractvalue { i32, i1 } %81, 1, !nosanitize !6
  %84 = xor i1 %83, true, !nosanitize !6
  br i1 %84, label %87, label %85, !prof !7, !nosanitize !6

85:                                               ; preds = %79
  %86 = zext i32 %80 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %86, i64 1) #6, !nosanitize !6
  br label %87, !nosanitize !6

87:                                               ; preds = %85, %79
  store i32 %82, ptr %11, align 4
  br label %12, !llvm.loop !8

88:                                               ; preds = %12
  %89 = load i32, ptr %8, align 4
  %90 = call i32 @MPI_Allreduce(ptr noundef %9, ptr noundef %10, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef %89)
  %91 = load double, ptr %10, align 8
  ret double %91
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

declare i32 @MPI_Allreduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @pnorm(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call double @pdot(ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef %10)
  %12 = call double @sqrt(double noundef %11) #7
  ret double %12
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @pmaxabs(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %54, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %55

12:                                               ; preds = %8
  %13 = load double, ptr %5, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %7, align 4
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

34:                                               ; preds = %12
  call void @__ubsan_handle_pointer_overflow(ptr @7, i64 %22, i64 %23) #6, !nosanitize !6
  br label %35, !nosanitize !6

35:                                               ; preds = %34, %12
  %36 = icmp ne ptr %17, null, !nosanitize !6
  %37 = ptrtoint ptr %17 to i64, !nosanitize !6
  %38 = and i64 %37, 7, !nosanitize !6
  %39 = icmp eq i64 %38, 0, !nosanitize !6
  %40 = and i1 %36, %39, !nosanitize !6
  br i1 %40, label %42, label %41, !prof !7, !nosanitize !6

41:                                               ; preds = %35
  call void @__ubsan_handle_type_mismatch_v1(ptr @8, i64 %37) #6, !nosanitize !6
  br label %42, !nosanitize !6

42:                                               ; preds = %41, %35
  %43 = load double, ptr %17, align 8
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = call double @llvm.maxnum.f64(double %13, double %44)
  store double %45, ptr %5, align 8
  br label %46

46:                                               ; preds = %42
  %47 = load i32, ptr %7, align 4
  %48 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %47, i32 1), !nosanitize !6
  %49 = extractvalue { i32, i1 } %48, 0, !nosanitize !6
  %50 = extractvalue { i32, i1 } %48, 1, !nosanitize !6
  %51 = xor i1 %50, true, !nosanitize !6
  br i1 %51, label %54, label %52, !prof !7, !nosanitize !6

52:                                               ; preds = %46
  %53 = zext i32 %47 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @9, i64 %53, i64 1) #6, !nosanitize !6
  br label %54, !nosanitize !6

54:                                               ; preds = %52, %46
  store i32 %49, ptr %7, align 4
  br label %8, !llvm.loop !10

55:                                               ; preds = %8
  %56 = call i32 @MPI_Allreduce(ptr noundef %5, ptr noundef %6, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395009, i32 noundef 1140850688)
  %57 = load double, ptr %6, align 8
  ret double %57
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @cg_update(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca [2 x double], align 16
  %16 = alloca [2 x double], align 16
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %18 = load ptr, ptr %8, align 8
  %19 = load ptr, ptr %9, align 8
  %20 = load i32, ptr %10, align 4
  %21 = call double @pdot(ptr noundef %18, ptr noundef %19, i32 noundef %20, i32 noundef 1140850688)
  store double %21, ptr %11, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = load ptr, ptr %7, align 8
  %24 = load i32, ptr %10, align 4
  %25 = call double @pdot(ptr noundef %22, ptr noundef %23, i32 noundef %24, i32 noundef 1140850688)
  store double %25, ptr %12, align 8
  %26 = load double, ptr %12, align 8
  %27 = load double, ptr %11, align 8
  %28 = fdiv double %26, %27
  store double %28, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %29

29:                                               ; preds = %167, %5
  %30 = load i32, ptr %14, align 4
  %31 = load i32, ptr %10, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %168

33:                                               ; preds = %29
  %34 = load double, ptr %13, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load i32, ptr %14, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %37), !nosanitize !6
  %40 = extractvalue { i64, i1 } %39, 1, !nosanitize !6
  %41 = or i1 %40, false, !nosanitize !6
  %42 = extractvalue { i64, i1 } %39, 0, !nosanitize !6
  %43 = ptrtoint ptr %35 to i64, !nosanitize !6
  %44 = add i64 %43, %42, !nosanitize !6
  %45 = icmp ne ptr %35, null, !nosanitize !6
  %46 = icmp ne i64 %44, 0, !nosanitize !6
  %47 = icmp eq i1 %45, %46, !nosanitize !6
  %48 = xor i1 %41, true, !nosanitize !6
  %49 = icmp uge i64 %44, %43, !nosanitize !6
  %50 = icmp sge i64 %42, 0, !nosanitize !6
  %51 = icmp ult i64 %44, %43, !nosanitize !6
  %52 = select i1 %50, i1 %49, i1 %51, !nosanitize !6
  %53 = and i1 %52, %48, !nosanitize !6
  %54 = and i1 %47, %53, !nosanitize !6
  br i1 %54, label %56, label %55, !prof !7, !nosanitize !6

55:                                               ; preds = %33
  call void @__ubsan_handle_pointer_overflow(ptr @10, i64 %43, i64 %44) #6, !nosanitize !6
  br label %56, !nosanitize !6

56:                                               ; preds = %55, %33
  %57 = icmp ne ptr %38, null, !nosanitize !6
  %58 = ptrtoint ptr %38 to i64, !nosanitize !6
  %59 = and i64 %58, 7, !nosanitize !6
  %60 = icmp eq i64 %59, 0, !nosanitize !6
  %61 = and i1 %57, %60, !nosanitize !6
  br i1 %61, label %63, label %62, !prof !7, !nosanitize !6

62:                                               ; preds = %56
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %58) #6, !nosanitize !6
  br label %63, !nosanitize !6

63:                                               ; preds = %62, %56
  %64 = load double, ptr %38, align 8
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %14, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %65, i64 %67
  %69 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %67), !nosanitize !6
  %70 = extractvalue { i64, i1 } %69, 1, !nosanitize !6
  %71 = or i1 %70, false, !nosanitize !6
  %72 = extractvalue { i64, i1 } %69, 0, !nosanitize !6
  %73 = ptrtoint ptr %65 to i64, !nosanitize !6
  %74 = add i64 %73, %72, !nosanitize !6
  %75 = icmp ne ptr %65, null, !nosanitize !6
  %76 = icmp ne i64 %74, 0, !nosanitize !6
  %77 = icmp eq i1 %75, %76, !nosanitize !6
  %78 = xor i1 %71, true, !nosanitize !6
  %79 = icmp uge i64 %74, %73, !nosanitize !6
  %80 = icmp sge i64 %72, 0, !nosanitize !6
  %81 = icmp ult i64 %74, %73, !nosanitize !6
  %82 = select i1 %80, i1 %79, i1 %81, !nosanitize !6
  %83 = and i1 %82, %78, !nosanitize !6
  %84 = and i1 %77, %83, !nosanitize !6
  br i1 %84, label %86, label %85, !prof !7, !nosanitize !6

85:                                               ; preds = %63
  call void @__ubsan_handle_pointer_overflow(ptr @12, i64 %73, i64 %74) #6, !nosanitize !6
  br label %86, !nosanitize !6

86:                                               ; preds = %85, %63
  %87 = icmp ne ptr %68, null, !nosanitize !6
  %88 = ptrtoint ptr %68 to i64, !nosanitize !6
  %89 = and i64 %88, 7, !nosanitize !6
  %90 = icmp eq i64 %89, 0, !nosanitize !6
  %91 = and i1 %87, %90, !nosanitize !6
  br i1 %91, label %93, label %92, !prof !7, !nosanitize !6

92:                                               ; preds = %86
  call void @__ubsan_handle_type_mismatch_v1(ptr @14, i64 %88) #6, !nosanitize !6
  br label %93, !nosanitize !6

93:                                               ; preds = %92, %86
  %94 = load double, ptr %68, align 8
  %95 = call double @llvm.fmuladd.f64(double %34, double %64, double %94)
  store double %95, ptr %68, align 8
  %96 = load double, ptr %13, align 8
  %97 = load ptr, ptr %9, align 8
  %98 = load i32, ptr %14, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds double, ptr %97, i64 %99
  %101 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %99), !nosanitize !6
  %102 = extractvalue { i64, i1 } %101, 1, !nosanitize !6
  %103 = or i1 %102, false, !nosanitize !6
  %104 = extractvalue { i64, i1 } %101, 0, !nosanitize !6
  %105 = ptrtoint ptr %97 to i64, !nosanitize !6
  %106 = add i64 %105, %104, !nosanitize !6
  %107 = icmp ne ptr %97, null, !nosanitize !6
  %108 = icmp ne i64 %106, 0, !nosanitize !6
  %109 = icmp eq i1 %107, %108, !nosanitize !6
  %110 = xor i1 %103, true, !nosanitize !6
  %111 = icmp uge i64 %106, %105, !nosanitize !6
  %112 = icmp sge i64 %104, 0, !nosanitize !6
  %113 = icmp ult i64 %106, %105, !nosanitize !6
  %114 = select i1 %112, i1 %111, i1 %113, !nosanitize !6
  %115 = and i1 %114, %110, !nosanitize !6
  %116 = and i1 %109, %115, !nosanitize !6
  br i1 %116, label %118, label %117, !prof !7, !nosanitize !6

117:                                              ; preds = %93
  call void @__ubsan_handle_pointer_overflow(ptr @15, i64 %105, i64 %106) #6, !nosanitize !6
  br label %118, !nosanitize !6

118:                                              ; preds = %117, %93
  %119 = icmp ne ptr %100, null, !nosanitize !6
  %120 = ptrtoint ptr %100 to i64, !nosanitize !6
  %121 = and i64 %120, 7, !nosanitize !6
  %122 = icmp eq i64 %121, 0, !nosanitize !6
  %123 = and i1 %119, %122, !nosanitize !6
  br i1 %123, label %125, label %124, !prof !7, !nosanitize !6

124:                                              ; preds = %118
  call void @__ubsan_handle_type_mismatch_v1(ptr @16, i64 %120) #6, !nosanitize !6
  br label %125, !nosanitize !6

125:                                              ; preds = %124, %118
  %126 = load double, ptr %100, align 8
  %127 = load ptr, ptr %7, align 8
  %128 = load i32, ptr %14, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %127, i64 %129
  %131 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %129), !nosanitize !6
  %132 = extractvalue { i64, i1 } %131, 1, !nosanitize !6
  %133 = or i1 %132, false, !nosanitize !6
  %134 = extractvalue { i64, i1 } %131, 0, !nosanitize !6
  %135 = ptrtoint ptr %127 to i64, !nosanitize !6
  %136 = add i64 %135, %134, !nosanitize !6
  %137 = icmp ne ptr %127, null, !nosanitize !6
  %138 = icmp ne i64 %136, 0, !nosanitize !6
  %139 = icmp eq i1 %137, %138, !nosanitize !6
  %140 = xor i1 %133, true, !nosanitize !6
  %141 = icmp uge i64 %136, %135, !nosanitize !6
  %142 = icmp sge i64 %134, 0, !nosanitize !6
  %143 = icmp ult i64 %136, %135, !nosanitize !6
  %144 = select i1 %142, i1 %141, i1 %143, !nosanitize !6
  %145 = and i1 %144, %140, !nosanitize !6
  %146 = and i1 %139, %145, !nosanitize !6
  br i1 %146, label %148, label %147, !prof !7, !nosanitize !6

147:                                              ; preds = %125
  call void @__ubsan_handle_pointer_overflow(ptr @17, i64 %135, i64 %136) #6, !nosanitize !6
  br label %148, !nosanitize !6

148:                                              ; preds = %147, %125
  %149 = icmp ne ptr %130, null, !nosanitize !6
  %150 = ptrtoint ptr %130 to i64, !nosanitize !6
  %151 = and i64 %150, 7, !nosanitize !6
  %152 = icmp eq i64 %151, 0, !nosanitize !6
  %153 = and i1 %149, %152, !nosanitize !6
  br i1 %153, label %155, label %154, !prof !7, !nosanitize !6

154:                                              ; preds = %148
  call void @__ubsan_handle_type_mismatch_v1(ptr @18, i64 %150) #6, !nosanitize !6
  br label %155, !nosanitize !6

155:                                              ; preds = %154, %148
  %156 = load double, ptr %130, align 8
  %157 = fneg double %96
  %158 = call double @llvm.fmuladd.f64(double %157, double %126, double %156)
  store double %158, ptr %130, align 8
  br label %159

159:                                              ; preds = %155
  %160 = load i32, ptr %14, align 4
  %161 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %160, i32 1), !nosanitize !6
  %162 = extractvalue { i32, i1 } %161, 0, !nosanitize !6
  %163 = extractvalue { i32, i1 } %161, 1, !nosanitize !6
  %164 = xor i1 %163, true, !nosanitize !6
  br i1 %164, label %167, label %165, !prof !7, !nosanitize !6

165:                                              ; preds = %159
  %166 = zext i32 %160 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @19, i64 %166, i64 1) #6, !nosanitize !6
  br label %167, !nosanitize !6

167:                                              ; preds = %165, %159
  store i32 %162, ptr %14, align 4
  br label %29, !llvm.loop !11

168:                                              ; preds = %29
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 16, i1 false)
  store i32 0, ptr %17, align 4
  br label %169

169:                                              ; preds = %301, %168
  %170 = load i32, ptr %17, align 4
  %171 = load i32, ptr %10, align 4
  %172 = icmp slt i32 %170, %171
  br i1 %172, label %173, label %302

173:                                              ; preds = %169
  %174 = load ptr, ptr %6, align 8
  %175 = load i32, ptr %17, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds double, ptr %174, i64 %176
  %178 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %176), !nosanitize !6
  %179 = extractvalue { i64, i1 } %178, 1, !nosanitize !6
  %180 = or i1 %179, false, !nosanitize !6
  %181 = extractvalue { i64, i1 } %178, 0, !nosanitize !6
  %182 = ptrtoint ptr %174 to i64, !nosanitize !6
  %183 = add i64 %182, %181, !nosanitize !6
  %184 = icmp ne ptr %174, null, !nosanitize !6
  %185 = icmp ne i64 %183, 0, !nosanitize !6
  %186 = icmp eq i1 %184, %185, !nosanitize !6
  %187 = xor i1 %180, true, !nosanitize !6
  %188 = icmp uge i64 %183, %182, !nosanitize !6
  %189 = icmp sge i64 %181, 0, !nosanitize !6
  %190 = icmp ult i64 %183, %182, !nosanitize !6
  %191 = select i1 %189, i1 %188, i1 %190, !nosanitize !6
  %192 = and i1 %191, %187, !nosanitize !6
  %193 = and i1 %186, %192, !nosanitize !6
  br i1 %193, label %195, label %194, !prof !7, !nosanitize !6

194:                                              ; preds = %173
  call void @__ubsan_handle_pointer_overflow(ptr @20, i64 %182, i64 %183) #6, !nosanitize !6
  br label %195, !nosanitize !6

195:                                              ; preds = %194, %173
  %196 = icmp ne ptr %177, null, !nosanitize !6
  %197 = ptrtoint ptr %177 to i64, !nosanitize !6
  %198 = and i64 %197, 7, !nosanitize !6
  %199 = icmp eq i64 %198, 0, !nosanitize !6
  %200 = and i1 %196, %199, !nosanitize !6
  br i1 %200, label %202, label %201, !prof !7, !nosanitize !6

201:                                              ; preds = %195
  call void @__ubsan_handle_type_mismatch_v1(ptr @21, i64 %197) #6, !nosanitize !6
  br label %202, !nosanitize !6

202:                                              ; preds = %201, %195
  %203 = load double, ptr %177, align 8
  br i1 true, label %205, label %204, !prof !7, !nosanitize !6

204:                                              ; preds = %202
  call void @__ubsan_handle_out_of_bounds(ptr @23, i64 0) #6, !nosanitize !6
  br label %205, !nosanitize !6

205:                                              ; preds = %204, %202
  %206 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %207 = load double, ptr %206, align 16
  %208 = fadd double %207, %203
  store double %208, ptr %206, align 16
  %209 = load ptr, ptr %7, align 8
  %210 = load i32, ptr %17, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds double, ptr %209, i64 %211
  %213 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %211), !nosanitize !6
  %214 = extractvalue { i64, i1 } %213, 1, !nosanitize !6
  %215 = or i1 %214, false, !nosanitize !6
  %216 = extractvalue { i64, i1 } %213, 0, !nosanitize !6
  %217 = ptrtoint ptr %209 to i64, !nosanitize !6
  %218 = add i64 %217, %216, !nosanitize !6
  %219 = icmp ne ptr %209, null, !nosanitize !6
  %220 = icmp ne i64 %218, 0, !nosanitize !6
  %221 = icmp eq i1 %219, %220, !nosanitize !6
  %222 = xor i1 %215, true, !nosanitize !6
  %223 = icmp uge i64 %218, %217, !nosanitize !6
  %224 = icmp sge i64 %216, 0, !nosanitize !6
  %225 = icmp ult i64 %218, %217, !nosanitize !6
  %226 = select i1 %224, i1 %223, i1 %225, !nosanitize !6
  %227 = and i1 %226, %222, !nosanitize !6
  %228 = and i1 %221, %227, !nosanitize !6
  br i1 %228, label %230, label %229, !prof !7, !nosanitize !6

229:                                              ; preds = %205
  call void @__ubsan_handle_pointer_overflow(ptr @24, i64 %217, i64 %218) #6, !nosanitize !6
  br label %230, !nosanitize !6

230:                                              ; preds = %229, %205
  %231 = icmp ne ptr %212, null, !nosanitize !6
  %232 = ptrtoint ptr %212 to i64, !nosanitize !6
  %233 = and i64 %232, 7, !nosanitize !6
  %234 = icmp eq i64 %233, 0, !nosanitize !6
  %235 = and i1 %231, %234, !nosanitize !6
  br i1 %235, label %237, label %236, !prof !7, !nosanitize !6

236:                                              ; preds = %230
  call void @__ubsan_handle_type_mismatch_v1(ptr @25, i64 %232) #6, !nosanitize !6
  br label %237, !nosanitize !6

237:                                              ; preds = %236, %230
  %238 = load double, ptr %212, align 8
  %239 = load ptr, ptr %7, align 8
  %240 = load i32, ptr %17, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds double, ptr %239, i64 %241
  %243 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %241), !nosanitize !6
  %244 = extractvalue { i64, i1 } %243, 1, !nosanitize !6
  %245 = or i1 %244, false, !nosanitize !6
  %246 = extractvalue { i64, i1 } %243, 0, !nosanitize !6
  %247 = ptrtoint ptr %239 to i64, !nosanitize !6
  %248 = add i64 %247, %246, !nosanitize !6
  %249 = icmp ne ptr %239, null, !nosanitize !6
  %250 = icmp ne i64 %248, 0, !nosanitize !6
  %251 = icmp eq i1 %249, %250, !nosanitize !6
  %252 = xor i1 %245, true, !nosanitize !6
  %253 = icmp uge i64 %248, %247, !nosanitize !6
  %254 = icmp sge i64 %246, 0, !nosanitize !6
  %255 = icmp ult i64 %248, %247, !nosanitize !6
  %256 = select i1 %254, i1 %253, i1 %255, !nosanitize !6
  %257 = and i1 %256, %252, !nosanitize !6
  %258 = and i1 %251, %257, !nosanitize !6
  br i1 %258, label %260, label %259, !prof !7, !nosanitize !6

259:                                              ; preds = %237
  call void @__ubsan_handle_pointer_overflow(ptr @26, i64 %247, i64 %248) #6, !nosanitize !6
  br label %260, !nosanitize !6

260:                                              ; preds = %259, %237
  %261 = icmp ne ptr %242, null, !nosanitize !6
  %262 = ptrtoint ptr %242 to i64, !nosanitize !6
  %263 = and i64 %262, 7, !nosanitize !6
  %264 = icmp eq i64 %263, 0, !nosanitize !6
  %265 = and i1 %261, %264, !nosanitize !6
  br i1 %265, label %267, label %266, !prof !7, !nosanitize !6

266:                                              ; preds = %260
  call void @__ubsan_handle_type_mismatch_v1(ptr @27, i64 %262) #6, !nosanitize !6
  br label %267, !nosanitize !6

267:                                              ; preds = %266, %260
  %268 = load double, ptr %242, align 8
  br i1 true, label %270, label %269, !prof !7, !nosanitize !6

269:                                              ; preds = %267
  call void @__ubsan_handle_out_of_bounds(ptr @28, i64 1) #6, !nosanitize !6
  br label %270, !nosanitize !6

270:                                              ; preds = %269, %267
  %271 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 1
  %272 = ptrtoint ptr %15 to i64, !nosanitize !6
  %273 = add i64 %272, 8, !nosanitize !6
  %274 = icmp ne ptr %15, null, !nosanitize !6
  %275 = icmp ne i64 %273, 0, !nosanitize !6
  %276 = icmp eq i1 %274, %275, !nosanitize !6
  %277 = icmp uge i64 %273, %272, !nosanitize !6
  %278 = icmp ult i64 %273, %272, !nosanitize !6
  %279 = select i1 true, i1 %277, i1 %278, !nosanitize !6
  %280 = and i1 %279, true, !nosanitize !6
  %281 = and i1 %276, %280, !nosanitize !6
  br i1 %281, label %283, label %282, !prof !7, !nosanitize !6

282:                                              ; preds = %270
  call void @__ubsan_handle_pointer_overflow(ptr @29, i64 %272, i64 %273) #6, !nosanitize !6
  br label %283, !nosanitize !6

283:                                              ; preds = %282, %270
  %284 = icmp ne ptr %271, null, !nosanitize !6
  %285 = ptrtoint ptr %271 to i64, !nosanitize !6
  %286 = and i64 %285, 7, !nosanitize !6
  %287 = icmp eq i64 %286, 0, !nosanitize !6
  %288 = and i1 %284, %287, !nosanitize !6
  br i1 %288, label %290, label %289, !prof !7, !nosanitize !6

289:                                              ; preds = %283
  call void @__ubsan_handle_type_mismatch_v1(ptr @30, i64 %285) #6, !nosanitize !6
  br label %290, !nosanitize !6

290:                                              ; preds = %289, %283
  %291 = load double, ptr %271, align 8
  %292 = call double @llvm.fmuladd.f64(double %238, double %268, double %291)
  store double %292, ptr %271, align 8
  br label %293

293:                                              ; preds = %290
  %294 = load i32, ptr %17, align 4
  %295 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %294, i32 1), !nosanitize !6
  %296 = extractvalue { i32, i1 } %295, 0, !nosanitize !6
  %297 = extractvalue { i32, i1 } %295, 1, !nosanitize !6
  %298 = xor i1 %297, true, !nosanitize !6
  br i1 %298, label %301, label %299, !prof !7, !nosanitize !6

299:                                              ; preds = %293
  %300 = zext i32 %294 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @31, i64 %300, i64 1) #6, !nosanitize !6
  br label %301, !nosanitize !6

301:                                              ; preds = %299, %293
  store i32 %296, ptr %17, align 4
  br label %169, !llvm.loop !12

302:                                              ; preds = %169
  %303 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %304 = getelementptr inbounds [2 x double], ptr %16, i64 0, i64 0
  %305 = call i32 @MPI_Allreduce(ptr noundef %303, ptr noundef %304, i32 noundef 2, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688)
  br i1 true, label %307, label %306, !prof !7, !nosanitize !6

306:                                              ; preds = %302
  call void @__ubsan_handle_out_of_bounds(ptr @32, i64 0) #6, !nosanitize !6
  br label %307, !nosanitize !6

307:                                              ; preds = %306, %302
  %308 = getelementptr inbounds [2 x double], ptr %16, i64 0, i64 0
  %309 = load double, ptr %308, align 16
  %310 = fmul double 0.000000e+00, %309
  br i1 true, label %312, label %311, !prof !7, !nosanitize !6

311:                                              ; preds = %307
  call void @__ubsan_handle_out_of_bounds(ptr @33, i64 1) #6, !nosanitize !6
  br label %312, !nosanitize !6

312:                                              ; preds = %311, %307
  %313 = getelementptr inbounds [2 x double], ptr %16, i64 0, i64 1
  %314 = ptrtoint ptr %16 to i64, !nosanitize !6
  %315 = add i64 %314, 8, !nosanitize !6
  %316 = icmp ne ptr %16, null, !nosanitize !6
  %317 = icmp ne i64 %315, 0, !nosanitize !6
  %318 = icmp eq i1 %316, %317, !nosanitize !6
  %319 = icmp uge i64 %315, %314, !nosanitize !6
  %320 = icmp ult i64 %315, %314, !nosanitize !6
  %321 = select i1 true, i1 %319, i1 %320, !nosanitize !6
  %322 = and i1 %321, true, !nosanitize !6
  %323 = and i1 %318, %322, !nosanitize !6
  br i1 %323, label %325, label %324, !prof !7, !nosanitize !6

324:                                              ; preds = %312
  call void @__ubsan_handle_pointer_overflow(ptr @34, i64 %314, i64 %315) #6, !nosanitize !6
  br label %325, !nosanitize !6

325:                                              ; preds = %324, %312
  %326 = icmp ne ptr %313, null, !nosanitize !6
  %327 = ptrtoint ptr %313 to i64, !nosanitize !6
  %328 = and i64 %327, 7, !nosanitize !6
  %329 = icmp eq i64 %328, 0, !nosanitize !6
  %330 = and i1 %326, %329, !nosanitize !6
  br i1 %330, label %332, label %331, !prof !7, !nosanitize !6

331:                                              ; preds = %325
  call void @__ubsan_handle_type_mismatch_v1(ptr @35, i64 %327) #6, !nosanitize !6
  br label %332, !nosanitize !6

332:                                              ; preds = %331, %325
  %333 = load double, ptr %313, align 8
  %334 = load ptr, ptr %6, align 8
  %335 = getelementptr inbounds double, ptr %334, i64 0
  %336 = icmp ne ptr %335, null, !nosanitize !6
  %337 = ptrtoint ptr %335 to i64, !nosanitize !6
  %338 = and i64 %337, 7, !nosanitize !6
  %339 = icmp eq i64 %338, 0, !nosanitize !6
  %340 = and i1 %336, %339, !nosanitize !6
  br i1 %340, label %342, label %341, !prof !7, !nosanitize !6

341:                                              ; preds = %332
  call void @__ubsan_handle_type_mismatch_v1(ptr @36, i64 %337) #6, !nosanitize !6
  br label %342, !nosanitize !6

342:                                              ; preds = %341, %332
  %343 = load double, ptr %335, align 8
  %344 = call double @llvm.fmuladd.f64(double %310, double %333, double %343)
  store double %344, ptr %335, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: uwtable
declare void @__ubsan_handle_out_of_bounds(ptr, i64) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nomerge nounwind }
attributes #7 = { nounwind }

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
