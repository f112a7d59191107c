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
define void @halo_exchange(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !22 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.MPI_Status, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !33, !DIExpression(), !34)
    #dbg_declare(ptr %7, !35, !DIExpression(), !36)
    #dbg_declare(ptr %8, !37, !DIExpression(), !38)
  %12 = load i32, ptr %6, align 4, !dbg !39
  %13 = call i32 @MPI_Comm_rank(i32 noundef %12, ptr noundef %7), !dbg !40
  %14 = load i32, ptr %6, align 4, !dbg !41
  %15 = call i32 @MPI_Comm_size(i32 noundef %14, ptr noundef %8), !dbg !42
    #dbg_declare(ptr %9, !43, !DIExpression(), !44)
  %16 = load i32, ptr %7, align 4, !dbg !45
  %17 = icmp sgt i32 %16, 0, !dbg !46
  br i1 %17, label %18, label %27, !dbg !45

18:                                               ; preds = %3
  %19 = load i32, ptr %7, align 4, !dbg !47
  %20 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %19, i32 1), !dbg !48, !nosanitize !28
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !48, !nosanitize !28
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !48, !nosanitize !28
  %23 = xor i1 %22, true, !dbg !48, !nosanitize !28
  br i1 %23, label %26, label %24, !dbg !48, !prof !49, !nosanitize !28

24:                                               ; preds = %18
  %25 = zext i32 %19 to i64, !dbg !48, !nosanitize !28
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %25, i64 1) #4, !dbg !48, !nosanitize !28
  br label %26, !dbg !48, !nosanitize !28

26:                                               ; preds = %24, %18
  br label %28, !dbg !45

27:                                               ; preds = %3
  br label %28, !dbg !45

28:                                               ; preds = %27, %26
  %29 = phi i32 [ %21, %26 ], [ -1, %27 ], !dbg !45
  store i32 %29, ptr %9, align 4, !dbg !44
    #dbg_declare(ptr %10, !50, !DIExpression(), !51)
  %30 = load i32, ptr %7, align 4, !dbg !52
  %31 = load i32, ptr %8, align 4, !dbg !53
  %32 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %31, i32 1), !dbg !54, !nosanitize !28
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !54, !nosanitize !28
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !54, !nosanitize !28
  %35 = xor i1 %34, true, !dbg !54, !nosanitize !28
  br i1 %35, label %38, label %36, !dbg !54, !prof !49, !nosanitize !28

36:                                               ; preds = %28
  %37 = zext i32 %31 to i64, !dbg !54, !nosanitize !28
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %37, i64 1) #4, !dbg !54, !nosanitize !28
  br label %38, !dbg !54, !nosanitize !28

38:                                               ; preds = %36, %28
  %39 = icmp slt i32 %30, %33, !dbg !55
  br i1 %39, label %40, label %49, !dbg !52

40:                                               ; preds = %38
  %41 = load i32, ptr %7, align 4, !dbg !56
  %42 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %41, i32 1), !dbg !57, !nosanitize !28
  %43 = extractvalue { i32, i1 } %42, 0, !dbg !57, !nosanitize !28
  %44 = extractvalue { i32, i1 } %42, 1, !dbg !57, !nosanitize !28
  %45 = xor i1 %44, true, !dbg !57, !nosanitize !28
  br i1 %45, label %48, label %46, !dbg !57, !prof !49, !nosanitize !28

46:                                               ; preds = %40
  %47 = zext i32 %41 to i64, !dbg !57, !nosanitize !28
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %47, i64 1) #4, !dbg !57, !nosanitize !28
  br label %48, !dbg !57, !nosanitize !28

48:                                               ; preds = %46, %40
  br label %50, !dbg !52

49:                                               ; preds = %38
  br label %50, !dbg !52

50:                                               ; preds = %49, %48
  %51 = phi i32 [ %43, %48 ], [ -1, %49 ], !dbg !52
  store i32 %51, ptr %10, align 4, !dbg !51
    #dbg_declare(ptr %11, !58, !DIExpression(), !59)
  %52 = load ptr, ptr %4, align 8, !dbg !60
  %53 = load i32, ptr %5, align 4, !dbg !61
  %54 = sext i32 %53 to i64, !dbg !60
  %55 = getelementptr inbounds double, ptr %52, i64 %54, !dbg !60
  %56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %54), !dbg !60, !nosanitize !28
  %57 = extractvalue { i64, i1 } %56, 1, !dbg !60, !nosanitize !28
  %58 = or i1 %57, false, !dbg !60, !nosanitize !28
  %59 = extractvalue { i64, i1 } %56, 0, !dbg !60, !nosanitize !28
  %60 = ptrtoint ptr %52 to i64, !dbg !60, !nosanitize !28
  %61 = add i64 %60, %59, !dbg !60, !nosanitize !28
  %62 = icmp ne ptr %52, null, !dbg !60, !nosanitize !28
  %63 = icmp ne i64 %61, 0, !dbg !60, !nosanitize !28
  %64 = icmp eq i1 %62, %63, !dbg !60, !nosanitize !28
  %65 = xor i1 %58, true, !dbg !60, !nosanitize !28
  %66 = icmp uge i64 %61, %60, !dbg !60, !nosanitize !28
  %67 = icmp sge i64 %59, 0, !dbg !60, !nosanitize !28
  %68 = icmp ult i64 %61, %60, !dbg !60, !nosanitize !28
  %69 = select i1 %67, i1 %66, i1 %68, !dbg !60, !nosanitize !28
  %70 = and i1 %69, %65, !dbg !60, !nosanitize !28
  %71 = and i1 %64, %70, !dbg !60, !nosanitize !28
  br i1 %71, label %73, label %72, !dbg !60, !prof !49, !nosanitize !28

72:                                               ; preds = %50
  call void @__ubsan_handle_pointer_overflow(ptr @4, i64 %60, i64 %61) #4, !dbg !60, !nosanitize !28
  br label %73, !dbg !60, !nosanitize !28

73:                                               ; preds = %72, %50
  %74 = load i32, ptr %10, align 4, !dbg !62
  %75 = load ptr, ptr %4, align 8, !dbg !63
  %76 = getelementptr inbounds double, ptr %75, i64 0, !dbg !63
  %77 = load i32, ptr %9, align 4, !dbg !64
  %78 = load i32, ptr %6, align 4, !dbg !65
  %79 = call i32 @MPI_Sendrecv(ptr noundef %55, i32 noundef 1, i32 noundef 1275070475, i32 noundef %74, i32 noundef 10, ptr noundef %76, i32 noundef 1, i32 noundef 1275070475, i32 noundef %77, i32 noundef 10, i32 noundef %78, ptr noundef %11), !dbg !66
  %80 = load ptr, ptr %4, align 8, !dbg !67
  %81 = getelementptr inbounds double, ptr %80, i64 1, !dbg !67
  %82 = ptrtoint ptr %80 to i64, !dbg !67, !nosanitize !28
  %83 = add i64 %82, 8, !dbg !67, !nosanitize !28
  %84 = icmp ne ptr %80, null, !dbg !67, !nosanitize !28
  %85 = icmp ne i64 %83, 0, !dbg !67, !nosanitize !28
  %86 = icmp eq i1 %84, %85, !dbg !67, !nosanitize !28
  %87 = icmp uge i64 %83, %82, !dbg !67, !nosanitize !28
  %88 = icmp ult i64 %83, %82, !dbg !67, !nosanitize !28
  %89 = select i1 true, i1 %87, i1 %88, !dbg !67, !nosanitize !28
  %90 = and i1 %89, true, !dbg !67, !nosanitize !28
  %91 = and i1 %86, %90, !dbg !67, !nosanitize !28
  br i1 %91, label %93, label %92, !dbg !67, !prof !49, !nosanitize !28

92:                                               ; preds = %73
  call void @__ubsan_handle_pointer_overflow(ptr @5, i64 %82, i64 %83) #4, !dbg !67, !nosanitize !28
  br label %93, !dbg !67, !nosanitize !28

93:                                               ; preds = %92, %73
  %94 = load i32, ptr %9, align 4, !dbg !68
  %95 = load ptr, ptr %4, align 8, !dbg !69
  %96 = load i32, ptr %5, align 4, !dbg !70
  %97 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %96, i32 1), !dbg !71, !nosanitize !28
  %98 = extractvalue { i32, i1 } %97, 0, !dbg !71, !nosanitize !28
  %99 = extractvalue { i32, i1 } %97, 1, !dbg !71, !nosanitize !28
  %100 = xor i1 %99, true, !dbg !71, !nosanitize !28
  br i1 %100, label %103, label %101, !dbg !71, !prof !49, !nosanitize !28

101:                                              ; preds = %93
  %102 = zext i32 %96 to i64, !dbg !71, !nosanitize !28
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %102, i64 1) #4, !dbg !71, !nosanitize !28
  br label %103, !dbg !71, !nosanitize !28

103:                                              ; preds = %101, %93
  %104 = sext i32 %98 to i64, !dbg !69
  %105 = getelementptr inbounds double, ptr %95, i64 %104, !dbg !69
  %106 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %104), !dbg !69, !nosanitize !28
  %107 = extractvalue { i64, i1 } %106, 1, !dbg !69, !nosanitize !28
  %108 = or i1 %107, false, !dbg !69, !nosanitize !28
  %109 = extractvalue { i64, i1 } %106, 0, !dbg !69, !nosanitize !28
  %110 = ptrtoint ptr %95 to i64, !dbg !69, !nosanitize !28
  %111 = add i64 %110, %109, !dbg !69, !nosanitize !28
  %112 = icmp ne ptr %95, null, !dbg !69, !nosanitize !28
  %113 = icmp ne i64 %111, 0, !dbg !69, !nosanitize !28
  %114 = icmp eq i1 %112, %113, !dbg !69, !nosanitize !28
  %115 = xor i1 %108, true, !dbg !69, !nosanitize !28
  %116 = icmp uge i64 %111, %110, !dbg !69, !nosanitize !28
  %117 = icmp sge i64 %109, 0, !dbg !69, !nosanitize !28
  %118 = icmp ult i64 %111, %110, !dbg !69, !nosanitize !28
  %119 = select i1 %117, i1 %116, i1 %118, !dbg !69, !nosanitize !28
  %120 = and i1 %119, %115, !dbg !69, !nosanitize !28
  %121 = and i1 %114, %120, !dbg !69, !nosanitize !28
  br i1 %121, label %123, label %122, !dbg !69, !prof !49, !nosanitize !28

122:                                              ; preds = %103
  call void @__ubsan_handle_pointer_overflow(ptr @7, i64 %110, i64 %111) #4, !dbg !69, !nosanitize !28
  br label %123, !dbg !69, !nosanitize !28

123:                                              ; preds = %122, %103
  %124 = load i32, ptr %10, align 4, !dbg !72
  %125 = load i32, ptr %6, align 4, !dbg !73
  %126 = call i32 @MPI_Sendrecv(ptr noundef %81, i32 noundef 1, i32 noundef 1275070475, i32 noundef %94, i32 noundef 11, ptr noundef %105, i32 noundef 1, i32 noundef 1275070475, i32 noundef %124, i32 noundef 11, i32 noundef %125, ptr noundef inttoptr (i64 1 to ptr)), !dbg !74
  ret void, !dbg !75
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
define void @heat_parallel(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !76 {
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
    #dbg_declare(ptr %7, !79, !DIExpression(), !80)
  store ptr %1, ptr %8, align 8
    #dbg_declare(ptr %8, !81, !DIExpression(), !82)
  store i32 %2, ptr %9, align 4
    #dbg_declare(ptr %9, !83, !DIExpression(), !84)
  store double %3, ptr %10, align 8
    #dbg_declare(ptr %10, !85, !DIExpression(), !86)
  store i32 %4, ptr %11, align 4
    #dbg_declare(ptr %11, !87, !DIExpression(), !88)
  store i32 %5, ptr %12, align 4
    #dbg_declare(ptr %12, !89, !DIExpression(), !90)
    #dbg_declare(ptr %13, !91, !DIExpression(), !93)
  store i32 0, ptr %13, align 4, !dbg !93
  br label %16, !dbg !94

16:                                               ; preds = %288, %6
  %17 = load i32, ptr %13, align 4, !dbg !95
  %18 = load i32, ptr %11, align 4, !dbg !97
  %19 = icmp slt i32 %17, %18, !dbg !98
  br i1 %19, label %20, label %289, !dbg !99

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8, !dbg !100
  %22 = load i32, ptr %9, align 4, !dbg !102
  %23 = load i32, ptr %12, align 4, !dbg !103
  call void @halo_exchange(ptr noundef %21, i32 noundef %22, i32 noundef %23), !dbg !104
    #dbg_declare(ptr %14, !105, !DIExpression(), !107)
  store i32 1, ptr %14, align 4, !dbg !107
  br label %24, !dbg !108

24:                                               ; preds = %204, %20
  %25 = load i32, ptr %14, align 4, !dbg !109
  %26 = load i32, ptr %9, align 4, !dbg !111
  %27 = icmp sle i32 %25, %26, !dbg !112
  br i1 %27, label %28, label %205, !dbg !113

28:                                               ; preds = %24
  %29 = load ptr, ptr %7, align 8, !dbg !114
  %30 = load i32, ptr %14, align 4, !dbg !115
  %31 = sext i32 %30 to i64, !dbg !114
  %32 = getelementptr inbounds double, ptr %29, i64 %31, !dbg !114
  %33 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %31), !dbg !114, !nosanitize !28
  %34 = extractvalue { i64, i1 } %33, 1, !dbg !114, !nosanitize !28
  %35 = or i1 %34, false, !dbg !114, !nosanitize !28
  %36 = extractvalue { i64, i1 } %33, 0, !dbg !114, !nosanitize !28
  %37 = ptrtoint ptr %29 to i64, !dbg !114, !nosanitize !28
  %38 = add i64 %37, %36, !dbg !114, !nosanitize !28
  %39 = icmp ne ptr %29, null, !dbg !114, !nosanitize !28
  %40 = icmp ne i64 %38, 0, !dbg !114, !nosanitize !28
  %41 = icmp eq i1 %39, %40, !dbg !114, !nosanitize !28
  %42 = xor i1 %35, true, !dbg !114, !nosanitize !28
  %43 = icmp uge i64 %38, %37, !dbg !114, !nosanitize !28
  %44 = icmp sge i64 %36, 0, !dbg !114, !nosanitize !28
  %45 = icmp ult i64 %38, %37, !dbg !114, !nosanitize !28
  %46 = select i1 %44, i1 %43, i1 %45, !dbg !114, !nosanitize !28
  %47 = and i1 %46, %42, !dbg !114, !nosanitize !28
  %48 = and i1 %41, %47, !dbg !114, !nosanitize !28
  br i1 %48, label %50, label %49, !dbg !114, !prof !49, !nosanitize !28

49:                                               ; preds = %28
  call void @__ubsan_handle_pointer_overflow(ptr @8, i64 %37, i64 %38) #4, !dbg !114, !nosanitize !28
  br label %50, !dbg !114, !nosanitize !28

50:                                               ; preds = %49, %28
  %51 = icmp ne ptr %32, null, !dbg !114, !nosanitize !28
  %52 = ptrtoint ptr %32 to i64, !dbg !114, !nosanitize !28
  %53 = and i64 %52, 7, !dbg !114, !nosanitize !28
  %54 = icmp eq i64 %53, 0, !dbg !114, !nosanitize !28
  %55 = and i1 %51, %54, !dbg !114, !nosanitize !28
  br i1 %55, label %57, label %56, !dbg !114, !prof !49, !nosanitize !28

56:                                               ; preds = %50
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %52) #4, !dbg !114, !nosanitize !28
  br label %57, !dbg !114, !nosanitize !28

57:                                               ; preds = %56, %50
  %58 = load double, ptr %32, align 8, !dbg !114
  %59 = load double, ptr %10, align 8, !dbg !116
  %60 = load ptr, ptr %7, align 8, !dbg !117
  %61 = load i32, ptr %14, align 4, !dbg !118
  %62 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %61, i32 1), !dbg !119, !nosanitize !28
  %63 = extractvalue { i32, i1 } %62, 0, !dbg !119, !nosanitize !28
  %64 = extractvalue { i32, i1 } %62, 1, !dbg !119, !nosanitize !28
  %65 = xor i1 %64, true, !dbg !119, !nosanitize !28
  br i1 %65, label %68, label %66, !dbg !119, !prof !49, !nosanitize !28

66:                                               ; preds = %57
  %67 = zext i32 %61 to i64, !dbg !119, !nosanitize !28
  call void @__ubsan_handle_sub_overflow(ptr @11, i64 %67, i64 1) #4, !dbg !119, !nosanitize !28
  br label %68, !dbg !119, !nosanitize !28

68:                                               ; preds = %66, %57
  %69 = sext i32 %63 to i64, !dbg !117
  %70 = getelementptr inbounds double, ptr %60, i64 %69, !dbg !117
  %71 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %69), !dbg !117, !nosanitize !28
  %72 = extractvalue { i64, i1 } %71, 1, !dbg !117, !nosanitize !28
  %73 = or i1 %72, false, !dbg !117, !nosanitize !28
  %74 = extractvalue { i64, i1 } %71, 0, !dbg !117, !nosanitize !28
  %75 = ptrtoint ptr %60 to i64, !dbg !117, !nosanitize !28
  %76 = add i64 %75, %74, !dbg !117, !nosanitize !28
  %77 = icmp ne ptr %60, null, !dbg !117, !nosanitize !28
  %78 = icmp ne i64 %76, 0, !dbg !117, !nosanitize !28
  %79 = icmp eq i1 %77, %78, !dbg !117, !nosanitize !28
  %80 = xor i1 %73, true, !dbg !117, !nosanitize !28
  %81 = icmp uge i64 %76, %75, !dbg !117, !nosanitize !28
  %82 = icmp sge i64 %74, 0, !dbg !117, !nosanitize !28
  %83 = icmp ult i64 %76, %75, !dbg !117, !nosanitize !28
  %84 = select i1 %82, i1 %81, i1 %83, !dbg !117, !nosanitize !28
  %85 = and i1 %84, %80, !dbg !117, !nosanitize !28
  %86 = and i1 %79, %85, !dbg !117, !nosanitize !28
  br i1 %86, label %88, label %87, !dbg !117, !prof !49, !nosanitize !28

87:                                               ; preds = %68
  call void @__ubsan_handle_pointer_overflow(ptr @12, i64 %75, i64 %76) #4, !dbg !117, !nosanitize !28
  br label %88, !dbg !117, !nosanitize !28

88:                                               ; preds = %87, %68
  %89 = icmp ne ptr %70, null, !dbg !117, !nosanitize !28
  %90 = ptrtoint ptr %70 to i64, !dbg !117, !nosanitize !28
  %91 = and i64 %90, 7, !dbg !117, !nosanitize !28
  %92 = icmp eq i64 %91, 0, !dbg !117, !nosanitize !28
  %93 = and i1 %89, %92, !dbg !117, !nosanitize !28
  br i1 %93, label %95, label %94, !dbg !117, !prof !49, !nosanitize !28

94:                                               ; preds = %88
  call void @__ubsan_handle_type_mismatch_v1(ptr @13, i64 %90) #4, !dbg !117, !nosanitize !28
  br label %95, !dbg !117, !nosanitize !28

95:                                               ; preds = %94, %88
  %96 = load double, ptr %70, align 8, !dbg !117
  %97 = load ptr, ptr %7, align 8, !dbg !120
  %98 = load i32, ptr %14, align 4, !dbg !121
  %99 = sext i32 %98 to i64, !dbg !120
  %100 = getelementptr inbounds double, ptr %97, i64 %99, !dbg !120
  %101 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %99), !dbg !120, !nosanitize !28
  %102 = extractvalue { i64, i1 } %101, 1, !dbg !120, !nosanitize !28
  %103 = or i1 %102, false, !dbg !120, !nosanitize !28
  %104 = extractvalue { i64, i1 } %101, 0, !dbg !120, !nosanitize !28
  %105 = ptrtoint ptr %97 to i64, !dbg !120, !nosanitize !28
  %106 = add i64 %105, %104, !dbg !120, !nosanitize !28
  %107 = icmp ne ptr %97, null, !dbg !120, !nosanitize !28
  %108 = icmp ne i64 %106, 0, !dbg !120, !nosanitize !28
  %109 = icmp eq i1 %107, %108, !dbg !120, !nosanitize !28
  %110 = xor i1 %103, true, !dbg !120, !nosanitize !28
  %111 = icmp uge i64 %106, %105, !dbg !120, !nosanitize !28
  %112 = icmp sge i64 %104, 0, !dbg !120, !nosanitize !28
  %113 = icmp ult i64 %106, %105, !dbg !120, !nosanitize !28
  %114 = select i1 %112, i1 %111, i1 %113, !dbg !120, !nosanitize !28
  %115 = and i1 %114, %110, !dbg !120, !nosanitize !28
  %116 = and i1 %109, %115, !dbg !120, !nosanitize !28
  br i1 %116, label %118, label %117, !dbg !120, !prof !49, !nosanitize !28

117:                                              ; preds = %95
  call void @__ubsan_handle_pointer_overflow(ptr @14, i64 %105, i64 %106) #4, !dbg !120, !nosanitize !28
  br label %118, !dbg !120, !nosanitize !28

118:                                              ; preds = %117, %95
  %119 = icmp ne ptr %100, null, !dbg !120, !nosanitize !28
  %120 = ptrtoint ptr %100 to i64, !dbg !120, !nosanitize !28
  %121 = and i64 %120, 7, !dbg !120, !nosanitize !28
  %122 = icmp eq i64 %121, 0, !dbg !120, !nosanitize !28
  %123 = and i1 %119, %122, !dbg !120, !nosanitize !28
  br i1 %123, label %125, label %124, !dbg !120, !prof !49, !nosanitize !28

124:                                              ; preds = %118
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %120) #4, !dbg !120, !nosanitize !28
  br label %125, !dbg !120, !nosanitize !28

125:                                              ; preds = %124, %118
  %126 = load double, ptr %100, align 8, !dbg !120
  %127 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %126, double %96), !dbg !122
  %128 = load ptr, ptr %7, align 8, !dbg !123
  %129 = load i32, ptr %14, align 4, !dbg !124
  %130 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %129, i32 1), !dbg !125, !nosanitize !28
  %131 = extractvalue { i32, i1 } %130, 0, !dbg !125, !nosanitize !28
  %132 = extractvalue { i32, i1 } %130, 1, !dbg !125, !nosanitize !28
  %133 = xor i1 %132, true, !dbg !125, !nosanitize !28
  br i1 %133, label %136, label %134, !dbg !125, !prof !49, !nosanitize !28

134:                                              ; preds = %125
  %135 = zext i32 %129 to i64, !dbg !125, !nosanitize !28
  call void @__ubsan_handle_add_overflow(ptr @16, i64 %135, i64 1) #4, !dbg !125, !nosanitize !28
  br label %136, !dbg !125, !nosanitize !28

136:                                              ; preds = %134, %125
  %137 = sext i32 %131 to i64, !dbg !123
  %138 = getelementptr inbounds double, ptr %128, i64 %137, !dbg !123
  %139 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %137), !dbg !123, !nosanitize !28
  %140 = extractvalue { i64, i1 } %139, 1, !dbg !123, !nosanitize !28
  %141 = or i1 %140, false, !dbg !123, !nosanitize !28
  %142 = extractvalue { i64, i1 } %139, 0, !dbg !123, !nosanitize !28
  %143 = ptrtoint ptr %128 to i64, !dbg !123, !nosanitize !28
  %144 = add i64 %143, %142, !dbg !123, !nosanitize !28
  %145 = icmp ne ptr %128, null, !dbg !123, !nosanitize !28
  %146 = icmp ne i64 %144, 0, !dbg !123, !nosanitize !28
  %147 = icmp eq i1 %145, %146, !dbg !123, !nosanitize !28
  %148 = xor i1 %141, true, !dbg !123, !nosanitize !28
  %149 = icmp uge i64 %144, %143, !dbg !123, !nosanitize !28
  %150 = icmp sge i64 %142, 0, !dbg !123, !nosanitize !28
  %151 = icmp ult i64 %144, %143, !dbg !123, !nosanitize !28
  %152 = select i1 %150, i1 %149, i1 %151, !dbg !123, !nosanitize !28
  %153 = and i1 %152, %148, !dbg !123, !nosanitize !28
  %154 = and i1 %147, %153, !dbg !123, !nosanitize !28
  br i1 %154, label %156, label %155, !dbg !123, !prof !49, !nosanitize !28

155:                                              ; preds = %136
  call void @__ubsan_handle_pointer_overflow(ptr @17, i64 %143, i64 %144) #4, !dbg !123, !nosanitize !28
  br label %156, !dbg !123, !nosanitize !28

156:                                              ; preds = %155, %136
  %157 = icmp ne ptr %138, null, !dbg !123, !nosanitize !28
  %158 = ptrtoint ptr %138 to i64, !dbg !123, !nosanitize !28
  %159 = and i64 %158, 7, !dbg !123, !nosanitize !28
  %160 = icmp eq i64 %159, 0, !dbg !123, !nosanitize !28
  %161 = and i1 %157, %160, !dbg !123, !nosanitize !28
  br i1 %161, label %163, label %162, !dbg !123, !prof !49, !nosanitize !28

162:                                              ; preds = %156
  call void @__ubsan_handle_type_mismatch_v1(ptr @18, i64 %158) #4, !dbg !123, !nosanitize !28
  br label %163, !dbg !123, !nosanitize !28

163:                                              ; preds = %162, %156
  %164 = load double, ptr %138, align 8, !dbg !123
  %165 = fadd double %127, %164, !dbg !126
  %166 = call double @llvm.fmuladd.f64(double %59, double %165, double %58), !dbg !127
  %167 = load ptr, ptr %8, align 8, !dbg !128
  %168 = load i32, ptr %14, align 4, !dbg !129
  %169 = sext i32 %168 to i64, !dbg !130
  %170 = getelementptr inbounds double, ptr %167, i64 %169, !dbg !130
  %171 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %169), !dbg !130, !nosanitize !28
  %172 = extractvalue { i64, i1 } %171, 1, !dbg !130, !nosanitize !28
  %173 = or i1 %172, false, !dbg !130, !nosanitize !28
  %174 = extractvalue { i64, i1 } %171, 0, !dbg !130, !nosanitize !28
  %175 = ptrtoint ptr %167 to i64, !dbg !130, !nosanitize !28
  %176 = add i64 %175, %174, !dbg !130, !nosanitize !28
  %177 = icmp ne ptr %167, null, !dbg !130, !nosanitize !28
  %178 = icmp ne i64 %176, 0, !dbg !130, !nosanitize !28
  %179 = icmp eq i1 %177, %178, !dbg !130, !nosanitize !28
  %180 = xor i1 %173, true, !dbg !130, !nosanitize !28
  %181 = icmp uge i64 %176, %175, !dbg !130, !nosanitize !28
  %182 = icmp sge i64 %174, 0, !dbg !130, !nosanitize !28
  %183 = icmp ult i64 %176, %175, !dbg !130, !nosanitize !28
  %184 = select i1 %182, i1 %181, i1 %183, !dbg !130, !nosanitize !28
  %185 = and i1 %184, %180, !dbg !130, !nosanitize !28
  %186 = and i1 %179, %185, !dbg !130, !nosanitize !28
  br i1 %186, label %188, label %187, !dbg !130, !prof !49, !nosanitize !28

187:                                              ; preds = %163
  call void @__ubsan_handle_pointer_overflow(ptr @19, i64 %175, i64 %176) #4, !dbg !130, !nosanitize !28
  br label %188, !dbg !130, !nosanitize !28

188:                                              ; preds = %187, %163
  %189 = icmp ne ptr %170, null, !dbg !130, !nosanitize !28
  %190 = ptrtoint ptr %170 to i64, !dbg !130, !nosanitize !28
  %191 = and i64 %190, 7, !dbg !130, !nosanitize !28
  %192 = icmp eq i64 %191, 0, !dbg !130, !nosanitize !28
  %193 = and i1 %189, %192, !dbg !130, !nosanitize !28
  br i1 %193, label %195, label %194, !dbg !130, !prof !49, !nosanitize !28

194:                                              ; preds = %188
  call void @__ubsan_handle_type_mismatch_v1(ptr @20, i64 %190) #4, !dbg !130, !nosanitize !28
  br label %195, !dbg !130, !nosanitize !28

195:                                              ; preds = %194, %188
  store double %166, ptr %170, align 8, !dbg !130
  br label %196, !dbg !128

196:                                              ; preds = %195
  %197 = load i32, ptr %14, align 4, !dbg !131
  %198 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %197, i32 1), !dbg !131, !nosanitize !28
  %199 = extractvalue { i32, i1 } %198, 0, !dbg !131, !nosanitize !28
  %200 = extractvalue { i32, i1 } %198, 1, !dbg !131, !nosanitize !28
  %201 = xor i1 %200, true, !dbg !131, !nosanitize !28
  br i1 %201, label %204, label %202, !dbg !131, !prof !49, !nosanitize !28

202:                                              ; preds = %196
  %203 = zext i32 %197 to i64, !dbg !131, !nosanitize !28
  call void @__ubsan_handle_add_overflow(ptr @21, i64 %203, i64 1) #4, !dbg !131, !nosanitize !28
  br label %204, !dbg !131, !nosanitize !28

204:                                              ; preds = %202, %196
  store i32 %199, ptr %14, align 4, !dbg !131
  br label %24, !dbg !132, !llvm.loop !133

205:                                              ; preds = %24
    #dbg_declare(ptr %15, !136, !DIExpression(), !138)
  store i32 1, ptr %15, align 4, !dbg !138
  br label %206, !dbg !139

206:                                              ; preds = %278, %205
  %207 = load i32, ptr %15, align 4, !dbg !140
  %208 = load i32, ptr %9, align 4, !dbg !142
  %209 = icmp sle i32 %207, %208, !dbg !143
  br i1 %209, label %210, label %279, !dbg !144

210:                                              ; preds = %206
  %211 = load ptr, ptr %8, align 8, !dbg !145
  %212 = load i32, ptr %15, align 4, !dbg !146
  %213 = sext i32 %212 to i64, !dbg !145
  %214 = getelementptr inbounds double, ptr %211, i64 %213, !dbg !145
  %215 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %213), !dbg !145, !nosanitize !28
  %216 = extractvalue { i64, i1 } %215, 1, !dbg !145, !nosanitize !28
  %217 = or i1 %216, false, !dbg !145, !nosanitize !28
  %218 = extractvalue { i64, i1 } %215, 0, !dbg !145, !nosanitize !28
  %219 = ptrtoint ptr %211 to i64, !dbg !145, !nosanitize !28
  %220 = add i64 %219, %218, !dbg !145, !nosanitize !28
  %221 = icmp ne ptr %211, null, !dbg !145, !nosanitize !28
  %222 = icmp ne i64 %220, 0, !dbg !145, !nosanitize !28
  %223 = icmp eq i1 %221, %222, !dbg !145, !nosanitize !28
  %224 = xor i1 %217, true, !dbg !145, !nosanitize !28
  %225 = icmp uge i64 %220, %219, !dbg !145, !nosanitize !28
  %226 = icmp sge i64 %218, 0, !dbg !145, !nosanitize !28
  %227 = icmp ult i64 %220, %219, !dbg !145, !nosanitize !28
  %228 = select i1 %226, i1 %225, i1 %227, !dbg !145, !nosanitize !28
  %229 = and i1 %228, %224, !dbg !145, !nosanitize !28
  %230 = and i1 %223, %229, !dbg !145, !nosanitize !28
  br i1 %230, label %232, label %231, !dbg !145, !prof !49, !nosanitize !28

231:                                              ; preds = %210
  call void @__ubsan_handle_pointer_overflow(ptr @22, i64 %219, i64 %220) #4, !dbg !145, !nosanitize !28
  br label %232, !dbg !145, !nosanitize !28

232:                                              ; preds = %231, %210
  %233 = icmp ne ptr %214, null, !dbg !145, !nosanitize !28
  %234 = ptrtoint ptr %214 to i64, !dbg !145, !nosanitize !28
  %235 = and i64 %234, 7, !dbg !145, !nosanitize !28
  %236 = icmp eq i64 %235, 0, !dbg !145, !nosanitize !28
  %237 = and i1 %233, %236, !dbg !145, !nosanitize !28
  br i1 %237, label %239, label %238, !dbg !145, !prof !49, !nosanitize !28

238:                                              ; preds = %232
  call void @__ubsan_handle_type_mismatch_v1(ptr @23, i64 %234) #4, !dbg !145, !nosanitize !28
  br label %239, !dbg !145, !nosanitize !28

239:                                              ; preds = %238, %232
  %240 = load double, ptr %214, align 8, !dbg !145
  %241 = load ptr, ptr %7, align 8, !dbg !147
  %242 = load i32, ptr %15, align 4, !dbg !148
  %243 = sext i32 %242 to i64, !dbg !149
  %244 = getelementptr inbounds double, ptr %241, i64 %243, !dbg !149
  %245 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %243), !dbg !149, !nosanitize !28
  %246 = extractvalue { i64, i1 } %245, 1, !dbg !149, !nosanitize !28
  %247 = or i1 %246, false, !dbg !149, !nosanitize !28
  %248 = extractvalue { i64, i1 } %245, 0, !dbg !149, !nosanitize !28
  %249 = ptrtoint ptr %241 to i64, !dbg !149, !nosanitize !28
  %250 = add i64 %249, %248, !dbg !149, !nosanitize !28
  %251 = icmp ne ptr %241, null, !dbg !149, !nosanitize !28
  %252 = icmp ne i64 %250, 0, !dbg !149, !nosanitize !28
  %253 = icmp eq i1 %251, %252, !dbg !149, !nosanitize !28
  %254 = xor i1 %247, true, !dbg !149, !nosanitize !28
  %255 = icmp uge i64 %250, %249, !dbg !149, !nosanitize !28
  %256 = icmp sge i64 %248, 0, !dbg !149, !nosanitize !28
  %257 = icmp ult i64 %250, %249, !dbg !149, !nosanitize !28
  %258 = select i1 %256, i1 %255, i1 %257, !dbg !149, !nosanitize !28
  %259 = and i1 %258, %254, !dbg !149, !nosanitize !28
  %260 = and i1 %253, %259, !dbg !149, !nosanitize !28
  br i1 %260, label %262, label %261, !dbg !149, !prof !49, !nosanitize !28

261:                                              ; preds = %239
  call void @__ubsan_handle_pointer_overflow(ptr @24, i64 %249, i64 %250) #4, !dbg !149, !nosanitize !28
  br label %262, !dbg !149, !nosanitize !28

262:                                              ; preds = %261, %239
  %263 = icmp ne ptr %244, null, !dbg !149, !nosanitize !28
  %264 = ptrtoint ptr %244 to i64, !dbg !149, !nosanitize !28
  %265 = and i64 %264, 7, !dbg !149, !nosanitize !28
  %266 = icmp eq i64 %265, 0, !dbg !149, !nosanitize !28
  %267 = and i1 %263, %266, !dbg !149, !nosanitize !28
  br i1 %267, label %269, label %268, !dbg !149, !prof !49, !nosanitize !28

268:                                              ; preds = %262
  call void @__ubsan_handle_type_mismatch_v1(ptr @25, i64 %264) #4, !dbg !149, !nosanitize !28
  br label %269, !dbg !149, !nosanitize !28

269:                                              ; preds = %268, %262
  store double %240, ptr %244, align 8, !dbg !149
  br label %270, !dbg !147

270:                                              ; preds = %269
  %271 = load i32, ptr %15, align 4, !dbg !150
  %272 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %271, i32 1), !dbg !150, !nosanitize !28
  %273 = extractvalue { i32, i1 } %272, 0, !dbg !150, !nosanitize !28
  %274 = extractvalue { i32, i1 } %272, 1, !dbg !150, !nosanitize !28
  %275 = xor i1 %274, true, !dbg !150, !nosanitize !28
  br i1 %275, label %278, label %276, !dbg !150, !prof !49, !nosanitize !28

276:                                              ; preds = %270
  %277 = zext i32 %271 to i64, !dbg !150, !nosanitize !28
  call void @__ubsan_handle_add_overflow(ptr @26, i64 %277, i64 1) #4, !dbg !150, !nosanitize !28
  br label %278, !dbg !150, !nosanitize !28

278:                                              ; preds = %276, %270
  store i32 %273, ptr %15, align 4, !dbg !150
  br label %206, !dbg !151, !llvm.loop !152

279:                                              ; preds = %206
  br label %280, !dbg !154

280:                                              ; preds = %279
  %281 = load i32, ptr %13, align 4, !dbg !155
  %282 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %281, i32 1), !dbg !155, !nosanitize !28
  %283 = extractvalue { i32, i1 } %282, 0, !dbg !155, !nosanitize !28
  %284 = extractvalue { i32, i1 } %282, 1, !dbg !155, !nosanitize !28
  %285 = xor i1 %284, true, !dbg !155, !nosanitize !28
  br i1 %285, label %288, label %286, !dbg !155, !prof !49, !nosanitize !28

286:                                              ; preds = %280
  %287 = zext i32 %281 to i64, !dbg !155, !nosanitize !28
  call void @__ubsan_handle_add_overflow(ptr @27, i64 %287, i64 1) #4, !dbg !155, !nosanitize !28
  br label %288, !dbg !155, !nosanitize !28

288:                                              ; preds = %286, %280
  store i32 %283, ptr %13, align 4, !dbg !155
  br label %16, !dbg !156, !llvm.loop !157

289:                                              ; preds = %16
  ret void, !dbg !159
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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mpi_halo.c", directory: ".")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 164, baseType: !5)
!4 = !DIFile(filename: "mpich/include/mpi.h", directory: "")
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 395, baseType: !8)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MPI_Status", file: !4, line: 389, size: 160, elements: !9)
!9 = !{!10, !11, !12, !13, !14}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "count_lo", scope: !8, file: !4, line: 390, baseType: !5, size: 32)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "count_hi_and_cancelled", scope: !8, file: !4, line: 391, baseType: !5, size: 32, offset: 32)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !8, file: !4, line: 392, baseType: !5, size: 32, offset: 64)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !8, file: !4, line: 393, baseType: !5, size: 32, offset: 96)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !8, file: !4, line: 394, baseType: !5, size: 32, offset: 128)
!15 = !{i32 7, !"Dwarf Version", i32 4}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"clang version 22.1.8"}
!22 = distinct !DISubprogram(name: "halo_exchange", scope: !1, file: !1, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !5, !27}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 266, baseType: !5)
!28 = !{}
!29 = !DILocalVariable(name: "u", arg: 1, scope: !22, file: !1, line: 7, type: !25)
!30 = !DILocation(line: 7, column: 28, scope: !22)
!31 = !DILocalVariable(name: "nlocal", arg: 2, scope: !22, file: !1, line: 7, type: !5)
!32 = !DILocation(line: 7, column: 35, scope: !22)
!33 = !DILocalVariable(name: "comm", arg: 3, scope: !22, file: !1, line: 7, type: !27)
!34 = !DILocation(line: 7, column: 52, scope: !22)
!35 = !DILocalVariable(name: "rank", scope: !22, file: !1, line: 8, type: !5)
!36 = !DILocation(line: 8, column: 9, scope: !22)
!37 = !DILocalVariable(name: "size", scope: !22, file: !1, line: 8, type: !5)
!38 = !DILocation(line: 8, column: 15, scope: !22)
!39 = !DILocation(line: 9, column: 19, scope: !22)
!40 = !DILocation(line: 9, column: 5, scope: !22)
!41 = !DILocation(line: 10, column: 19, scope: !22)
!42 = !DILocation(line: 10, column: 5, scope: !22)
!43 = !DILocalVariable(name: "left", scope: !22, file: !1, line: 11, type: !5)
!44 = !DILocation(line: 11, column: 9, scope: !22)
!45 = !DILocation(line: 11, column: 16, scope: !22)
!46 = !DILocation(line: 11, column: 21, scope: !22)
!47 = !DILocation(line: 11, column: 27, scope: !22)
!48 = !DILocation(line: 11, column: 32, scope: !22)
!49 = !{!"branch_weights", i32 1048575, i32 1}
!50 = !DILocalVariable(name: "right", scope: !22, file: !1, line: 12, type: !5)
!51 = !DILocation(line: 12, column: 9, scope: !22)
!52 = !DILocation(line: 12, column: 17, scope: !22)
!53 = !DILocation(line: 12, column: 24, scope: !22)
!54 = !DILocation(line: 12, column: 29, scope: !22)
!55 = !DILocation(line: 12, column: 22, scope: !22)
!56 = !DILocation(line: 12, column: 35, scope: !22)
!57 = !DILocation(line: 12, column: 40, scope: !22)
!58 = !DILocalVariable(name: "st", scope: !22, file: !1, line: 13, type: !7)
!59 = !DILocation(line: 13, column: 16, scope: !22)
!60 = !DILocation(line: 14, column: 19, scope: !22)
!61 = !DILocation(line: 14, column: 21, scope: !22)
!62 = !DILocation(line: 14, column: 45, scope: !22)
!63 = !DILocation(line: 14, column: 57, scope: !22)
!64 = !DILocation(line: 14, column: 78, scope: !22)
!65 = !DILocation(line: 14, column: 88, scope: !22)
!66 = !DILocation(line: 14, column: 5, scope: !22)
!67 = !DILocation(line: 15, column: 19, scope: !22)
!68 = !DILocation(line: 15, column: 40, scope: !22)
!69 = !DILocation(line: 15, column: 51, scope: !22)
!70 = !DILocation(line: 15, column: 53, scope: !22)
!71 = !DILocation(line: 15, column: 60, scope: !22)
!72 = !DILocation(line: 15, column: 81, scope: !22)
!73 = !DILocation(line: 15, column: 92, scope: !22)
!74 = !DILocation(line: 15, column: 5, scope: !22)
!75 = !DILocation(line: 16, column: 1, scope: !22)
!76 = distinct !DISubprogram(name: "heat_parallel", scope: !1, file: !1, line: 18, type: !77, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !25, !25, !5, !26, !5, !27}
!79 = !DILocalVariable(name: "u", arg: 1, scope: !76, file: !1, line: 18, type: !25)
!80 = !DILocation(line: 18, column: 28, scope: !76)
!81 = !DILocalVariable(name: "tmp", arg: 2, scope: !76, file: !1, line: 18, type: !25)
!82 = !DILocation(line: 18, column: 39, scope: !76)
!83 = !DILocalVariable(name: "nlocal", arg: 3, scope: !76, file: !1, line: 18, type: !5)
!84 = !DILocation(line: 18, column: 48, scope: !76)
!85 = !DILocalVariable(name: "alpha", arg: 4, scope: !76, file: !1, line: 18, type: !26)
!86 = !DILocation(line: 18, column: 63, scope: !76)
!87 = !DILocalVariable(name: "steps", arg: 5, scope: !76, file: !1, line: 18, type: !5)
!88 = !DILocation(line: 18, column: 74, scope: !76)
!89 = !DILocalVariable(name: "comm", arg: 6, scope: !76, file: !1, line: 18, type: !27)
!90 = !DILocation(line: 18, column: 90, scope: !76)
!91 = !DILocalVariable(name: "s", scope: !92, file: !1, line: 19, type: !5)
!92 = distinct !DILexicalBlock(scope: !76, file: !1, line: 19, column: 5)
!93 = !DILocation(line: 19, column: 14, scope: !92)
!94 = !DILocation(line: 19, column: 10, scope: !92)
!95 = !DILocation(line: 19, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 19, column: 5)
!97 = !DILocation(line: 19, column: 25, scope: !96)
!98 = !DILocation(line: 19, column: 23, scope: !96)
!99 = !DILocation(line: 19, column: 5, scope: !92)
!100 = !DILocation(line: 20, column: 23, scope: !101)
!101 = distinct !DILexicalBlock(scope: !96, file: !1, line: 19, column: 37)
!102 = !DILocation(line: 20, column: 26, scope: !101)
!103 = !DILocation(line: 20, column: 34, scope: !101)
!104 = !DILocation(line: 20, column: 9, scope: !101)
!105 = !DILocalVariable(name: "i", scope: !106, file: !1, line: 21, type: !5)
!106 = distinct !DILexicalBlock(scope: !101, file: !1, line: 21, column: 9)
!107 = !DILocation(line: 21, column: 18, scope: !106)
!108 = !DILocation(line: 21, column: 14, scope: !106)
!109 = !DILocation(line: 21, column: 25, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 21, column: 9)
!111 = !DILocation(line: 21, column: 30, scope: !110)
!112 = !DILocation(line: 21, column: 27, scope: !110)
!113 = !DILocation(line: 21, column: 9, scope: !106)
!114 = !DILocation(line: 22, column: 22, scope: !110)
!115 = !DILocation(line: 22, column: 24, scope: !110)
!116 = !DILocation(line: 22, column: 29, scope: !110)
!117 = !DILocation(line: 22, column: 38, scope: !110)
!118 = !DILocation(line: 22, column: 40, scope: !110)
!119 = !DILocation(line: 22, column: 42, scope: !110)
!120 = !DILocation(line: 22, column: 55, scope: !110)
!121 = !DILocation(line: 22, column: 57, scope: !110)
!122 = !DILocation(line: 22, column: 47, scope: !110)
!123 = !DILocation(line: 22, column: 62, scope: !110)
!124 = !DILocation(line: 22, column: 64, scope: !110)
!125 = !DILocation(line: 22, column: 66, scope: !110)
!126 = !DILocation(line: 22, column: 60, scope: !110)
!127 = !DILocation(line: 22, column: 27, scope: !110)
!128 = !DILocation(line: 22, column: 13, scope: !110)
!129 = !DILocation(line: 22, column: 17, scope: !110)
!130 = !DILocation(line: 22, column: 20, scope: !110)
!131 = !DILocation(line: 21, column: 39, scope: !110)
!132 = !DILocation(line: 21, column: 9, scope: !110)
!133 = distinct !{!133, !113, !134, !135}
!134 = !DILocation(line: 22, column: 70, scope: !106)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 23, type: !5)
!137 = distinct !DILexicalBlock(scope: !101, file: !1, line: 23, column: 9)
!138 = !DILocation(line: 23, column: 18, scope: !137)
!139 = !DILocation(line: 23, column: 14, scope: !137)
!140 = !DILocation(line: 23, column: 25, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !1, line: 23, column: 9)
!142 = !DILocation(line: 23, column: 30, scope: !141)
!143 = !DILocation(line: 23, column: 27, scope: !141)
!144 = !DILocation(line: 23, column: 9, scope: !137)
!145 = !DILocation(line: 24, column: 20, scope: !141)
!146 = !DILocation(line: 24, column: 24, scope: !141)
!147 = !DILocation(line: 24, column: 13, scope: !141)
!148 = !DILocation(line: 24, column: 15, scope: !141)
!149 = !DILocation(line: 24, column: 18, scope: !141)
!150 = !DILocation(line: 23, column: 39, scope: !141)
!151 = !DILocation(line: 23, column: 9, scope: !141)
!152 = distinct !{!152, !144, !153, !135}
!153 = !DILocation(line: 24, column: 25, scope: !137)
!154 = !DILocation(line: 25, column: 5, scope: !101)
!155 = !DILocation(line: 19, column: 33, scope: !96)
!156 = !DILocation(line: 19, column: 5, scope: !96)
!157 = distinct !{!157, !99, !158, !135}
!158 = !DILocation(line: 25, column: 5, scope: !92)
!159 = !DILocation(line: 26, column: 1, scope: !76)
