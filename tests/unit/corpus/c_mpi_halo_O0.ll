; ModuleID = 'mpi_halo.c'
source_filename = "mpi_halo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

@.src = private unnamed_addr constant [11 x i8] c"mpi_halo.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 32 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 29 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 40 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 19 } }
@5 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 19 } }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 60 }, ptr @0 }
@7 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 51 } }
@8 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 22 } }
@9 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 22 }, ptr @9, i8 3, i8 0 }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 42 }, ptr @0 }
@12 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 38 } }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 38 }, ptr @9, i8 3, i8 0 }
@14 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 55 } }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 55 }, ptr @9, i8 3, i8 0 }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 66 }, ptr @0 }
@17 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 62 } }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 62 }, ptr @9, i8 3, i8 0 }
@19 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 13 } }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 13 }, ptr @9, i8 3, i8 1 }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 39 }, ptr @0 }
@22 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 20 } }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 20 }, ptr @9, i8 3, i8 0 }
@24 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 13 } }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 13 }, ptr @9, i8 3, i8 1 }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 39 }, ptr @0 }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 33 }, ptr @0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @halo_exchange(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.MPI_Status, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  %13 = call i32 @MPI_Comm_rank(i32 noundef %12, ptr noundef %7)
  %14 = load i32, ptr %6, align 4
  %15 = call i32 @MPI_Comm_size(i32 noundef %14, ptr noundef %8)
  %16 = load i32, ptr %7, align 4
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %3
  %19 = load i32, ptr %7, align 4
  %20 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %19, i32 1), !nosanitize !6
  %21 = extractvalue { i32, i1 } %20, 0, !nosanitize !6
  %22 = extractvalue { i32, i1 } %20, 1, !nosanitize !6
  %23 = xor i1 %22, true, !nosanitize !6
  br i1 %23, label %26, label %24, !prof !7, !nosanitize !6

24:                                               ; preds = %18
  %25 = zext i32 %19 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %25, i64 1) #4, !nosanitize !6
  br label %26, !nosanitize !6

26:                                               ; preds = %24, %18
  br label %28

27:                                               ; preds = %3
  br label %28

28:                                               ; preds = %27, %26
  %29 = phi i32 [ %21, %26 ], [ -1, %27 ]
  store i32 %29, ptr %9, align 4
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %8, align 4
  %32 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %31, i32 1), !nosanitize !6
  %33 = extractvalue { i32, i1 } %32, 0, !nosanitize !6
  %34 = extractvalue { i32, i1 } %32, 1, !nosanitize !6
  %35 = xor i1 %34, true, !nosanitize !6
  br i1 %35, label %38, label %36, !prof !7, !nosanitize !6

36:                                               ; preds = %28
  %37 = zext i32 %31 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %37, i64 1) #4, !nosanitize !6
  br label %38, !nosanitize !6

38:                                               ; preds = %36, %28
  %39 = icmp slt i32 %30, %33
  br i1 %39, label %40, label %49

40:                                               ; preds = %38
  %41 = load i32, ptr %7, align 4
  %42 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %41, i32 1), !nosanitize !6
  %43 = extractvalue { i32, i1 } %42, 0, !nosanitize !6
  %44 = extractvalue { i32, i1 } %42, 1, !nosanitize !6
  %45 = xor i1 %44, true, !nosanitize !6
  br i1 %45, label %48, label %46, !prof !7, !nosanitize !6

46:                                               ; preds = %40
  %47 = zext i32 %41 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %47, i64 1) #4, !nosanitize !6
  br label %48, !nosanitize !6

48:                                               ; preds = %46, %40
  br label %50

49:                                               ; preds = %38
  br label %50

50:                                               ; preds = %49, %48
  %51 = phi i32 [ %43, %48 ], [ -1, %49 ]
  store i32 %51, ptr %10, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  %56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %54), !nosanitize !6
  %57 = extractvalue { i64, i1 } %56, 1, !nosanitize !6
  %58 = or i1 %57, false, !nosanitize !6
  %59 = extractvalue { i64, i1 } %56, 0, !nosanitize !6
  %60 = ptrtoint ptr %52 to i64, !nosanitize !6
  %61 = add i64 %60, %59, !nosanitize !6
  %62 = icmp ne ptr %52, null, !nosanitize !6
  %63 = icmp ne i64 %61, 0, !nosanitize !6
  %64 = icmp eq i1 %62, %63, !nosanitize !6
  %65 = xor i1 %58, true, !nosanitize !6
  %66 = icmp uge i64 %61, %60, !nosanitize !6
  %67 = icmp sge i64 %59, 0, !nosanitize !6
  %68 = icmp ult i64 %61, %60, !nosanitize !6
  %69 = select i1 %67, i1 %66, i1 %68, !nosanitize !6
  %70 = and i1 %69, %65, !nosanitize !6
  %71 = and i1 %64, %70, !nosanitize !6
  br i1 %71, label %73, label %72, !prof !7, !nosanitize !6

72:                                               ; preds = %50
  call void @__ubsan_handle_pointer_overflow(ptr @4, i64 %60, i64 %61) #4, !nosanitize !6
  br label %73, !nosanitize !6

73:                                               ; preds = %72, %50
  %74 = load i32, ptr %10, align 4
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds double, ptr %75, i64 0
  %77 = load i32, ptr %9, align 4
  %78 = load i32, ptr %6, align 4
  %79 = call i32 @MPI_Sendrecv(ptr noundef %55, i32 noundef 1, i32 noundef 1275070475, i32 noundef %74, i32 noundef 10, ptr noundef %76, i32 noundef 1, i32 noundef 1275070475, i32 noundef %77, i32 noundef 10, i32 noundef %78, ptr noundef %11)
  %80 = load ptr, ptr %4, align 8
  %81 = getelementptr inbounds double, ptr %80, i64 1
  %82 = ptrtoint ptr %80 to i64, !nosanitize !6
  %83 = add i64 %82, 8, !nosanitize !6
  %84 = icmp ne ptr %80, null, !nosanitize !6
  %85 = icmp ne i64 %83, 0, !nosanitize !6
  %86 = icmp eq i1 %84, %85, !nosanitize !6
  %87 = icmp uge i64 %83, %82, !nosanitize !6
  %88 = icmp ult i64 %83, %82, !nosanitize !6
  %89 = select i1 true, i1 %87, i1 %88, !nosanitize !6
  %90 = and i1 %89, true, !nosanitize !6
  %91 = and i1 %86, %90, !nosanitize !6
  br i1 %91, label %93, label %92, !prof !7, !nosanitize !6

92:                                               ; preds = %73
  call void @__ubsan_handle_pointer_overflow(ptr @5, i64 %82, i64 %83) #4, !nosanitize !6
  br label %93, !nosanitize !6

93:                                               ; preds = %92, %73
  %94 = load i32, ptr %9, align 4
  %95 = load ptr, ptr %4, align 8
  %96 = load i32, ptr %5, align 4
  %97 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %96, i32 1), !nosanitize !6
  %98 = extractvalue { i32, i1 } %97, 0, !nosanitize !6
  %99 = extractvalue { i32, i1 } %97, 1, !nosanitize !6
  %100 = xor i1 %99, true, !nosanitize !6
  br i1 %100, label %103, label %101, !prof !7, !nosanitize !6

101:                                              ; preds = %93
  %102 = zext i32 %96 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %102, i64 1) #4, !nosanitize !6
  br label %103, !nosanitize !6

103:                                              ; preds = %101, %93
  %104 = sext i32 %98 to i64
  %105 = getelementptr inbounds double, ptr %95, i64 %104
  %106 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %104), !nosanitize !6
  %107 = extractvalue { i64, i1 } %106, 1, !nosanitize !6
  %108 = or i1 %107, false, !nosanitize !6
  %109 = extractvalue { i64, i1 } %106, 0, !nosanitize !6
  %110 = ptrtoint ptr %95 to i64, !nosanitize !6
  %111 = add i64 %110, %109, !nosanitize !6
  %112 = icmp ne ptr %95, null, !nosanitize !6
  %113 = icmp ne i64 %111, 0, !nosanitize !6
  %114 = icmp eq i1 %112, %113, !nosanitize !6
  %115 = xor i1 %108, true, !nosanitize !6
  %116 = icmp uge i64 %111, %110, !nosanitize !6
  %117 = icmp sge i64 %109, 0, !nosanitize !6
  %118 = icmp ult i64 %111, %110, !nosanitize !6
  %119 = select i1 %117, i1 %116, i1 %118, !nosanitize !6
  %120 = and i1 %119, %115, !nosanitize !6
  %121 = and i1 %114, %120, !nosanitize !6
  br i1 %121, label %123, label %122, !prof !7, !nosanitize !6

122:                                              ; preds = %103
  call void @__ubsan_handle_pointer_overflow(ptr @7, i64 %110, i64 %111) #4, !nosanitize !6
  br label %123, !nosanitize !6

123:                                              ; preds = %122, %103
  %124 = load i32, ptr %10, align 4
  %125 = load i32, ptr %6, align 4
  %126 = call i32 @MPI_Sendrecv(ptr noundef %81, i32 noundef 1, i32 noundef 1275070475, i32 noundef %94, i32 noundef 11, ptr noundef %105, i32 noundef 1, i32 noundef 1275070475, i32 noundef %124, i32 noundef 11, i32 noundef %125, ptr noundef inttoptr (i64 1 to ptr))
  ret void
}

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #1

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

declare i32 @MPI_Sendrecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @heat_parallel(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store double %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %16

16:                                               ; preds = %288, %6
  %17 = load i32, ptr %13, align 4
  %18 = load i32, ptr %11, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %289

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %12, align 4
  call void @halo_exchange(ptr noundef %21, i32 noundef %22, i32 noundef %23)
  store i32 1, ptr %14, align 4
  br label %24

24:                                               ; preds = %204, %20
  %25 = load i32, ptr %14, align 4
  %26 = load i32, ptr %9, align 4
  %27 = icmp sle i32 %25, %26
  br i1 %27, label %28, label %205

28:                                               ; preds = %24
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %31), !nosanitize !6
  %34 = extractvalue { i64, i1 } %33, 1, !nosanitize !6
  %35 = or i1 %34, false, !nosanitize !6
  %36 = extractvalue { i64, i1 } %33, 0, !nosanitize !6
  %37 = ptrtoint ptr %29 to i64, !nosanitize !6
  %38 = add i64 %37, %36, !nosanitize !6
  %39 = icmp ne ptr %29, null, !nosanitize !6
  %40 = icmp ne i64 %38, 0, !nosanitize !6
  %41 = icmp eq i1 %39, %40, !nosanitize !6
  %42 = xor i1 %35, true, !nosanitize !6
  %43 = icmp uge i64 %38, %37, !nosanitize !6
  %44 = icmp sge i64 %36, 0, !nosanitize !6
  %45 = icmp ult i64 %38, %37, !nosanitize !6
  %46 = select i1 %44, i1 %43, i1 %45, !nosanitize !6
  %47 = and i1 %46, %42, !nosanitize !6
  %48 = and i1 %41, %47, !nosanitize !6
  br i1 %48, label %50, label %49, !prof !7, !nosanitize !6

49:                                               ; preds = %28
  call void @__ubsan_handle_pointer_overflow(ptr @8, i64 %37, i64 %38) #4, !nosanitize !6
  br label %50, !nosanitize !6

50:                                               ; preds = %49, %28
  %51 = icmp ne ptr %32, null, !nosanitize !6
  %52 = ptrtoint ptr %32 to i64, !nosanitize !6
  %53 = and i64 %52, 7, !nosanitize !6
  %54 = icmp eq i64 %53, 0, !nosanitize !6
  %55 = and i1 %51, %54, !nosanitize !6
  br i1 %55, label %57, label %56, !prof !7, !nosanitize !6

56:                                               ; preds = %50
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %52) #4, !nosanitize !6
  br label %57, !nosanitize !6

57:                                               ; preds = %56, %50
  %58 = load double, ptr %32, align 8
  %59 = load double, ptr %10, align 8
  %60 = load ptr, ptr %7, align 8
  %61 = load i32, ptr %14, align 4
  %62 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %61, i32 1), !nosanitize !6
  %63 = extractvalue { i32, i1 } %62, 0, !nosanitize !6
  %64 = extractvalue { i32, i1 } %62, 1, !nosanitize !6
  %65 = xor i1 %64, true, !nosanitize !6
  br i1 %65, label %68, label %66, !prof !7, !nosanitize !6

66:                                               ; preds = %57
  %67 = zext i32 %61 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @11, i64 %67, i64 1) #4, !nosanitize !6
  br label %68, !nosanitize !6

68:                                               ; preds = %66, %57
  %69 = sext i32 %63 to i64
  %70 = getelementptr inbounds double, ptr %60, i64 %69
  %71 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %69), !nosanitize !6
  %72 = extractvalue { i64, i1 } %71, 1, !nosanitize !6
  %73 = or i1 %72, false, !nosanitize !6
  %74 = extractvalue { i64, i1 } %71, 0, !nosanitize !6
  %75 = ptrtoint ptr %60 to i64, !nosanitize !6
  %76 = add i64 %75, %74, !nosanitize !6
  %77 = icmp ne ptr %60, null, !nosanitize !6
  %78 = icmp ne i64 %76, 0, !nosanitize !6
  %79 = icmp eq i1 %77, %78, !nosanitize !6
  %80 = xor i1 %73, true, !nosanitize !6
  %81 = icmp uge i64 %76, %75, !nosanitize !6
  %82 = icmp sge i64 %74, 0, !nosanitize !6
  %83 = icmp ult i64 %76, %75, !nosanitize !6
  %84 = select i1 %82, i1 %81, i1 %83, !nosanitize !6
  %85 = and i1 %84, %80, !nosanitize !6
  %86 = and i1 %79, %85, !nosanitize !6
  br i1 %86, label %88, label %87, !prof !7, !nosanitize !6

87:                                               ; preds = %68
  call void @__ubsan_handle_pointer_overflow(ptr @12, i64 %75, i64 %76) #4, !nosanitize !6
  br label %88, !nosanitize !6

88:                                               ; preds = %87, %68
  %89 = icmp ne ptr %70, null, !nosanitize !6
  %90 = ptrtoint ptr %70 to i64, !nosanitize !6
  %91 = and i64 %90, 7, !nosanitize !6
  %92 = icmp eq i64 %91, 0, !nosanitize !6
  %93 = and i1 %89, %92, !nosanitize !6
  br i1 %93, label %95, label %94, !prof !7, !nosanitize !6

94:                                               ; preds = %88
  call void @__ubsan_handle_type_mismatch_v1(ptr @13, i64 %90) #4, !nosanitize !6
  br label %95, !nosanitize !6

95:                                               ; preds = %94, %88
  %96 = load double, ptr %70, align 8
  %97 = load ptr, ptr %7, align 8
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

117:                                              ; preds = %95
  call void @__ubsan_handle_pointer_overflow(ptr @14, i64 %105, i64 %106) #4, !nosanitize !6
  br label %118, !nosanitize !6

118:                                              ; preds = %117, %95
  %119 = icmp ne ptr %100, null, !nosanitize !6
  %120 = ptrtoint ptr %100 to i64, !nosanitize !6
  %121 = and i64 %120, 7, !nosanitize !6
  %122 = icmp eq i64 %121, 0, !nosanitize !6
  %123 = and i1 %119, %122, !nosanitize !6
  br i1 %123, label %125, label %124, !prof !7, !nosanitize !6

124:                                              ; preds = %118
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %120) #4, !nosanitize !6
  br label %125, !nosanitize !6

125:                                              ; preds = %124, %118
  %126 = load double, ptr %100, align 8
  %127 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %126, double %96)
  %128 = load ptr, ptr %7, align 8
  %129 = load i32, ptr %14, align 4
  %130 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %129, i32 1), !nosanitize !6
  %131 = extractvalue { i32, i1 } %130, 0, !nosanitize !6
  %132 = extractvalue { i32, i1 } %130, 1, !nosanitize !6
  %133 = xor i1 %132, true, !nosanitize !6
  br i1 %133, label %136, label %134, !prof !7, !nosanitize !6

134:                                              ; preds = %125
  %135 = zext i32 %129 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @16, i64 %135, i64 1) #4, !nosanitize !6
  br label %136, !nosanitize !6

136:                                              ; preds = %134, %125
  %137 = sext i32 %131 to i64
  %138 = getelementptr inbounds double, ptr %128, i64 %137
  %139 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %137), !nosanitize !6
  %140 = extractvalue { i64, i1 } %139, 1, !nosanitize !6
  %141 = or i1 %140, false, !nosanitize !6
  %142 = extractvalue { i64, i1 } %139, 0, !nosanitize !6
  %143 = ptrtoint ptr %128 to i64, !nosanitize !6
  %144 = add i64 %143, %142, !nosanitize !6
  %145 = icmp ne ptr %128, null, !nosanitize !6
  %146 = icmp ne i64 %144, 0, !nosanitize !6
  %147 = icmp eq i1 %145, %146, !nosanitize !6
  %148 = xor i1 %141, true, !nosanitize !6
  %149 = icmp uge i64 %144, %143, !nosanitize !6
  %150 = icmp sge i64 %142, 0, !nosanitize !6
  %151 = icmp ult i64 %144, %143, !nosanitize !6
  %152 = select i1 %150, i1 %149, i1 %151, !nosanitize !6
  %153 = and i1 %152, %148, !nosanitize !6
  %154 = and i1 %147, %153, !nosanitize !6
  br i1 %154, label %156, label %155, !prof !7, !nosanitize !6

155:                                              ; preds = %136
  call void @__ubsan_handle_pointer_overflow(ptr @17, i64 %143, i64 %144) #4, !nosanitize !6
  br label %156, !nosanitize !6

156:                                              ; preds = %155, %136
  %157 = icmp ne ptr %138, null, !nosanitize !6
  %158 = ptrtoint ptr %138 to i64, !nosanitize !6
  %159 = and i64 %158, 7, !nosanitize !6
  %160 = icmp eq i64 %159, 0, !nosanitize !6
  %161 = and i1 %157, %160, !nosanitize !6
  br i1 %161, label %163, label %162, !prof !7, !nosanitize !6

162:                                              ; preds = %156
  call void @__ubsan_handle_type_mismatch_v1(ptr @18, i64 %158) #4, !nosanitize !6
  br label %163, !nosanitize !6

163:                                              ; preds = %162, %156
  %164 = load double, ptr %138, align 8
  %165 = fadd double %127, %164
  %166 = call double @llvm.fmuladd.f64(double %59, double %165, double %58)
  %167 = load ptr, ptr %8, align 8
  %168 = load i32, ptr %14, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds double, ptr %167, i64 %169
  %171 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %169), !nosanitize !6
  %172 = extractvalue { i64, i1 } %171, 1, !nosanitize !6
  %173 = or i1 %172, false, !nosanitize !6
  %174 = extractvalue { i64, i1 } %171, 0, !nosanitize !6
  %175 = ptrtoint ptr %167 to i64, !nosanitize !6
  %176 = add i64 %175, %174, !nosanitize !6
  %177 = icmp ne ptr %167, null, !nosanitize !6
  %178 = icmp ne i64 %176, 0, !nosanitize !6
  %179 = icmp eq i1 %177, %178, !nosanitize !6
  %180 = xor i1 %173, true, !nosanitize !6
  %181 = icmp uge i64 %176, %175, !nosanitize !6
  %182 = icmp sge i64 %174, 0, !nosanitize !6
  %183 = icmp ult i64 %176, %175, !nosanitize !6
  %184 = select i1 %182, i1 %181, i1 %183, !nosanitize !6
  %185 = and i1 %184, %180, !nosanitize !6
  %186 = and i1 %179, %185, !nosanitize !6
  br i1 %186, label %188, label %187, !prof !7, !nosanitize !6

187:                                              ; preds = %163
  call void @__ubsan_handle_pointer_overflow(ptr @19, i64 %175, i64 %176) #4, !nosanitize !6
  br label %188, !nosanitize !6

188:                                              ; preds = %187, %163
  %189 = icmp ne ptr %170, null, !nosanitize !6
  %190 = ptrtoint ptr %170 to i64, !nosanitize !6
  %191 = and i64 %190, 7, !nosanitize !6
  %192 = icmp eq i64 %191, 0, !nosanitize !6
  %193 = and i1 %189, %192, !nosanitize !6
  br i1 %193, label %195, label %194, !prof !7, !nosanitize !6

194:                                              ; preds = %188
  call void @__ubsan_handle_type_mismatch_v1(ptr @20, i64 %190) #4, !nosanitize !6
  br label %195, !nosanitize !6

195:                                              ; preds = %194, %188
  store double %166, ptr %170, align 8
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %14, align 4
  %198 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %197, i32 1), !nosanitize !6
  %199 = extractvalue { i32, i1 } %198, 0, !nosanitize !6
  %200 = extractvalue { i32, i1 } %198, 1, !nosanitize !6
  %201 = xor i1 %200, true, !nosanitize !6
  br i1 %201, label %204, label %202, !prof !7, !nosanitize !6

202:                                              ; preds = %196
  %203 = zext i32 %197 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @21, i64 %203, i64 1) #4, !nosanitize !6
  br label %204, !nosanitize !6

204:                                              ; preds = %202, %196
  store i32 %199, ptr %14, align 4
  br label %24, !llvm.loop !8

205:                                              ; preds = %24
  store i32 1, ptr %15, align 4
  br label %206

206:                                              ; preds = %278, %205
  %207 = load i32, ptr %15, align 4
  %208 = load i32, ptr %9, align 4
  %209 = icmp sle i32 %207, %208
  br i1 %209, label %210, label %279

210:                                              ; preds = %206
  %211 = load ptr, ptr %8, align 8
  %212 = load i32, ptr %15, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds double, ptr %211, i64 %213
  %215 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %213), !nosanitize !6
  %216 = extractvalue { i64, i1 } %215, 1, !nosanitize !6
  %217 = or i1 %216, false, !nosanitize !6
  %218 = extractvalue { i64, i1 } %215, 0, !nosanitize !6
  %219 = ptrtoint ptr %211 to i64, !nosanitize !6
  %220 = add i64 %219, %218, !nosanitize !6
  %221 = icmp ne ptr %211, null, !nosanitize !6
  %222 = icmp ne i64 %220, 0, !nosanitize !6
  %223 = icmp eq i1 %221, %222, !nosanitize !6
  %224 = xor i1 %217, true, !nosanitize !6
  %225 = icmp uge i64 %220, %219, !nosanitize !6
  %226 = icmp sge i64 %218, 0, !nosanitize !6
  %227 = icmp ult i64 %220, %219, !nosanitize !6
  %228 = select i1 %226, i1 %225, i1 %227, !nosanitize !6
  %229 = and i1 %228, %224, !nosanitize !6
  %230 = and i1 %223, %229, !nosanitize !6
  br i1 %230, label %232, label %231, !prof !7, !nosanitize !6

231:                                              ; preds = %210
  call void @__ubsan_handle_pointer_overflow(ptr @22, i64 %219, i64 %220) #4, !nosanitize !6
  br label %232, !nosanitize !6

232:                                              ; preds = %231, %210
  %233 = icmp ne ptr %214, null, !nosanitize !6
  %234 = ptrtoint ptr %214 to i64, !nosanitize !6
  %235 = and i64 %234, 7, !nosanitize !6
  %236 = icmp eq i64 %235, 0, !nosanitize !6
  %237 = and i1 %233, %236, !nosanitize !6
  br i1 %237, label %239, label %238, !prof !7, !nosanitize !6

238:                                              ; preds = %232
  call void @__ubsan_handle_type_mismatch_v1(ptr @23, i64 %234) #4, !nosanitize !6
  br label %239, !nosanitize !6

239:                                              ; preds = %238, %232
  %240 = load double, ptr %214, align 8
  %241 = load ptr, ptr %7, align 8
  %242 = load i32, ptr %15, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds double, ptr %241, i64 %243
  %245 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %243), !nosanitize !6
  %246 = extractvalue { i64, i1 } %245, 1, !nosanitize !6
  %247 = or i1 %246, false, !nosanitize !6
  %248 = extractvalue { i64, i1 } %245, 0, !nosanitize !6
  %249 = ptrtoint ptr %241 to i64, !nosanitize !6
  %250 = add i64 %249, %248, !nosanitize !6
  %251 = icmp ne ptr %241, null, !nosanitize !6
  %252 = icmp ne i64 %250, 0, !nosanitize !6
  %253 = icmp eq i1 %251, %252, !nosanitize !6
  %254 = xor i1 %247, true, !nosanitize !6
  %255 = icmp uge i64 %250, %249, !nosanitize !6
  %256 = icmp sge i64 %248, 0, !nosanitize !6
  %257 = icmp ult i64 %250, %249, !nosanitize !6
  %258 = select i1 %256, i1 %255, i1 %257, !nosanitize !6
  %259 = and i1 %258, %254, !nosanitize !6
  %260 = and i1 %253, %259, !nosanitize !6
  br i1 %260, label %262, label %261, !prof !7, !nosanitize !6

261:                                              ; preds = %239
  call void @__ubsan_handle_pointer_overflow(ptr @24, i64 %249, i64 %250) #4, !nosanitize !6
  br label %262, !nosanitize !6

262:                                              ; preds = %261, %239
  %263 = icmp ne ptr %244, null, !nosanitize !6
  %264 = ptrtoint ptr %244 to i64, !nosanitize !6
  %265 = and i64 %264, 7, !nosanitize !6
  %266 = icmp eq i64 %265, 0, !nosanitize !6
  %267 = and i1 %263, %266, !nosanitize !6
  br i1 %267, label %269, label %268, !prof !7, !nosanitize !6

268:                                              ; preds = %262
  call void @__ubsan_handle_type_mismatch_v1(ptr @25, i64 %264) #4, !nosanitize !6
  br label %269, !nosanitize !6

269:                                              ; preds = %268, %262
  store double %240, ptr %244, align 8
  br label %270

270:                                              ; preds = %269
  %271 = load i32, ptr %15, align 4
  %272 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %271, i32 1), !nosanitize !6
  %273 = extractvalue { i32, i1 } %272, 0, !nosanitize !6
  %274 = extractvalue { i32, i1 } %272, 1, !nosanitize !6
  %275 = xor i1 %274, true, !nosanitize !6
  br i1 %275, label %278, label %276, !prof !7, !nosanitize !6

276:                                              ; preds = %270
  %277 = zext i32 %271 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @26, i64 %277, i64 1) #4, !nosanitize !6
  br label %278, !nosanitize !6

278:                                              ; preds = %276, %270
  store i32 %273, ptr %15, align 4
  br label %206, !llvm.loop !10

279:                                              ; preds = %206
  br label %280

280:                                              ; preds = %279
  %281 = load i32, ptr %13, align 4
  %282 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %281, i32 1), !nosanitize !6
  %283 = extractvalue { i32, i1 } %282, 0, !nosanitize !6
  %284 = extractvalue { i32, i1 } %282, 1, !nosanitize !6
  %285 = xor i1 %284, true, !nosanitize !6
  br i1 %285, label %288, label %286, !prof !7, !nosanitize !6

286:                                              ; preds = %280
  %287 = zext i32 %281 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @27, i64 %287, i64 1) #4, !nosanitize !6
  br label %288, !nosanitize !6

288:                                              ; preds = %286, %280
  store i32 %283, ptr %13, align 4
  br label %16, !llvm.loop !11

289:                                              ; preds = %16
  ret void
}

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
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
