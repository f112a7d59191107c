; ModuleID = 'mpi_ring.c'
source_filename = "mpi_ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

@.src = private unnamed_addr constant [11 x i8] c"mpi_ring.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 28 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 22 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 26 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 34 }, ptr @0 }
@6 = private unnamed_addr constant { i16, i16, [32 x i8] } { i16 -1, i16 0, [32 x i8] c"'MPI_Request[2]' (aka 'int[2]')\00" }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 52 }, ptr @6, ptr @0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 53 }, ptr @6, ptr @0 }
@9 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 53 } }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 19 }, ptr @6, ptr @0 }
@11 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 19 } }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 29 }, ptr @0 }
@13 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 14 } }
@14 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 14 }, ptr @14, i8 3, i8 0 }
@16 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 24 } }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 24 }, ptr @14, i8 3, i8 0 }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 29 }, ptr @0 }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 22 }, ptr @0 }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 48 }, ptr @0 }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 52 }, ptr @0 }
@22 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 60 }, ptr @0 }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 70 }, ptr @0 }
@24 = private unnamed_addr constant { i16, i16, [32 x i8] } { i16 -1, i16 0, [32 x i8] c"'MPI_Request[4]' (aka 'int[4]')\00" }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 82 }, ptr @24, ptr @0 }
@26 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 23 } }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 33 }, ptr @0 }
@28 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 59 }, ptr @0 }
@29 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 64 }, ptr @0 }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 74 }, ptr @0 }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 78 }, ptr @0 }
@32 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 90 }, ptr @24, ptr @0 }
@33 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 90 } }
@34 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 48 }, ptr @0 }
@35 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 53 }, ptr @0 }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 63 }, ptr @0 }
@37 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 75 }, ptr @24, ptr @0 }
@38 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 75 } }
@39 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 23 } }
@40 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 33 }, ptr @0 }
@41 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 59 }, ptr @0 }
@42 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 63 }, ptr @0 }
@43 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 71 }, ptr @0 }
@44 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 81 }, ptr @0 }
@45 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 85 }, ptr @0 }
@46 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 97 }, ptr @24, ptr @0 }
@47 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 97 } }
@48 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 38, i32 29 } }
@49 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 38, i32 29 }, ptr @14, i8 3, i8 0 }
@50 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 38, i32 38 } }
@51 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 38, i32 38 }, ptr @14, i8 3, i8 0 }
@52 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 38, i32 13 } }
@53 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 38, i32 13 }, ptr @14, i8 3, i8 1 }
@54 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 37, i32 33 }, ptr @0 }
@55 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 34 }, ptr @0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @ring_shift(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [2 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %17 = load i32, ptr %8, align 4
  %18 = call i32 @MPI_Comm_rank(i32 noundef %17, ptr noundef %9)
  %19 = load i32, ptr %8, align 4
  %20 = call i32 @MPI_Comm_size(i32 noundef %19, ptr noundef %10)
  %21 = load i32, ptr %9, align 4
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !nosanitize !6
  %23 = extractvalue { i32, i1 } %22, 0, !nosanitize !6
  %24 = extractvalue { i32, i1 } %22, 1, !nosanitize !6
  %25 = xor i1 %24, true, !nosanitize !6
  br i1 %25, label %28, label %26, !prof !7, !nosanitize !6

26:                                               ; preds = %4
  %27 = zext i32 %21 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %27, i64 1) #4, !nosanitize !6
  br label %28, !nosanitize !6

28:                                               ; preds = %26, %4
  %29 = load i32, ptr %10, align 4
  %30 = icmp ne i32 %29, 0, !nosanitize !6
  %31 = icmp ne i32 %23, -2147483648, !nosanitize !6
  %32 = icmp ne i32 %29, -1, !nosanitize !6
  %33 = or i1 %31, %32, !nosanitize !6
  %34 = and i1 %30, %33, !nosanitize !6
  br i1 %34, label %38, label %35, !prof !7, !nosanitize !6

35:                                               ; preds = %28
  %36 = zext i32 %23 to i64, !nosanitize !6
  %37 = zext i32 %29 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @2, i64 %36, i64 %37) #4, !nosanitize !6
  br label %38, !nosanitize !6

38:                                               ; preds = %35, %28
  %39 = srem i32 %23, %29
  store i32 %39, ptr %11, align 4
  %40 = load i32, ptr %9, align 4
  %41 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %40, i32 1), !nosanitize !6
  %42 = extractvalue { i32, i1 } %41, 0, !nosanitize !6
  %43 = extractvalue { i32, i1 } %41, 1, !nosanitize !6
  %44 = xor i1 %43, true, !nosanitize !6
  br i1 %44, label %47, label %45, !prof !7, !nosanitize !6

45:                                               ; preds = %38
  %46 = zext i32 %40 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @3, i64 %46, i64 1) #4, !nosanitize !6
  br label %47, !nosanitize !6

47:                                               ; preds = %45, %38
  %48 = load i32, ptr %10, align 4
  %49 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %42, i32 %48), !nosanitize !6
  %50 = extractvalue { i32, i1 } %49, 0, !nosanitize !6
  %51 = extractvalue { i32, i1 } %49, 1, !nosanitize !6
  %52 = xor i1 %51, true, !nosanitize !6
  br i1 %52, label %56, label %53, !prof !7, !nosanitize !6

53:                                               ; preds = %47
  %54 = zext i32 %42 to i64, !nosanitize !6
  %55 = zext i32 %48 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %54, i64 %55) #4, !nosanitize !6
  br label %56, !nosanitize !6

56:                                               ; preds = %53, %47
  %57 = load i32, ptr %10, align 4
  %58 = icmp ne i32 %57, 0, !nosanitize !6
  %59 = icmp ne i32 %50, -2147483648, !nosanitize !6
  %60 = icmp ne i32 %57, -1, !nosanitize !6
  %61 = or i1 %59, %60, !nosanitize !6
  %62 = and i1 %58, %61, !nosanitize !6
  br i1 %62, label %66, label %63, !prof !7, !nosanitize !6

63:                                               ; preds = %56
  %64 = zext i32 %50 to i64, !nosanitize !6
  %65 = zext i32 %57 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @5, i64 %64, i64 %65) #4, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %63, %56
  %67 = srem i32 %50, %57
  store i32 %67, ptr %12, align 4
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %7, align 4
  %70 = load i32, ptr %12, align 4
  %71 = load i32, ptr %8, align 4
  br i1 true, label %73, label %72, !prof !7, !nosanitize !6

72:                                               ; preds = %66
  call void @__ubsan_handle_out_of_bounds(ptr @7, i64 0) #4, !nosanitize !6
  br label %73, !nosanitize !6

73:                                               ; preds = %72, %66
  %74 = getelementptr inbounds [2 x i32], ptr %13, i64 0, i64 0
  %75 = call i32 @MPI_Irecv(ptr noundef %68, i32 noundef %69, i32 noundef 1275070475, i32 noundef %70, i32 noundef 0, i32 noundef %71, ptr noundef %74)
  %76 = load ptr, ptr %5, align 8
  %77 = load i32, ptr %7, align 4
  %78 = load i32, ptr %11, align 4
  %79 = load i32, ptr %8, align 4
  br i1 true, label %81, label %80, !prof !7, !nosanitize !6

80:                                               ; preds = %73
  call void @__ubsan_handle_out_of_bounds(ptr @8, i64 1) #4, !nosanitize !6
  br label %81, !nosanitize !6

81:                                               ; preds = %80, %73
  %82 = getelementptr inbounds [2 x i32], ptr %13, i64 0, i64 1
  %83 = ptrtoint ptr %13 to i64, !nosanitize !6
  %84 = add i64 %83, 4, !nosanitize !6
  %85 = icmp ne ptr %13, null, !nosanitize !6
  %86 = icmp ne i64 %84, 0, !nosanitize !6
  %87 = icmp eq i1 %85, %86, !nosanitize !6
  %88 = icmp uge i64 %84, %83, !nosanitize !6
  %89 = icmp ult i64 %84, %83, !nosanitize !6
  %90 = select i1 true, i1 %88, i1 %89, !nosanitize !6
  %91 = and i1 %90, true, !nosanitize !6
  %92 = and i1 %87, %91, !nosanitize !6
  br i1 %92, label %94, label %93, !prof !7, !nosanitize !6

93:                                               ; preds = %81
  call void @__ubsan_handle_pointer_overflow(ptr @9, i64 %83, i64 %84) #4, !nosanitize !6
  br label %94, !nosanitize !6

94:                                               ; preds = %93, %81
  %95 = call i32 @MPI_Isend(ptr noundef %76, i32 noundef %77, i32 noundef 1275070475, i32 noundef %78, i32 noundef 0, i32 noundef %79, ptr noundef %82)
  store i32 0, ptr %14, align 4
  br label %96

96:                                               ; preds = %134, %94
  %97 = load i32, ptr %14, align 4
  %98 = icmp slt i32 %97, 2
  br i1 %98, label %99, label %135

99:                                               ; preds = %96
  %100 = load i32, ptr %14, align 4
  %101 = sext i32 %100 to i64, !nosanitize !6
  %102 = icmp ule i64 %101, 2, !nosanitize !6
  br i1 %102, label %104, label %103, !prof !7, !nosanitize !6

103:                                              ; preds = %99
  call void @__ubsan_handle_out_of_bounds(ptr @10, i64 %101) #4, !nosanitize !6
  br label %104, !nosanitize !6

104:                                              ; preds = %103, %99
  %105 = sext i32 %100 to i64
  %106 = getelementptr inbounds [2 x i32], ptr %13, i64 0, i64 %105
  %107 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4, i64 %105), !nosanitize !6
  %108 = extractvalue { i64, i1 } %107, 1, !nosanitize !6
  %109 = or i1 %108, false, !nosanitize !6
  %110 = extractvalue { i64, i1 } %107, 0, !nosanitize !6
  %111 = ptrtoint ptr %13 to i64, !nosanitize !6
  %112 = add i64 %111, %110, !nosanitize !6
  %113 = icmp ne ptr %13, null, !nosanitize !6
  %114 = icmp ne i64 %112, 0, !nosanitize !6
  %115 = icmp eq i1 %113, %114, !nosanitize !6
  %116 = xor i1 %109, true, !nosanitize !6
  %117 = icmp uge i64 %112, %111, !nosanitize !6
  %118 = icmp sge i64 %110, 0, !nosanitize !6
  %119 = icmp ult i64 %112, %111, !nosanitize !6
  %120 = select i1 %118, i1 %117, i1 %119, !nosanitize !6
  %121 = and i1 %120, %116, !nosanitize !6
  %122 = and i1 %115, %121, !nosanitize !6
  br i1 %122, label %124, label %123, !prof !7, !nosanitize !6

123:                                              ; preds = %104
  call void @__ubsan_handle_pointer_overflow(ptr @11, i64 %111, i64 %112) #4, !nosanitize !6
  br label %124, !nosanitize !6

124:                                              ; preds = %123, %104
  %125 = call i32 @MPI_Wait(ptr noundef %106, ptr noundef inttoptr (i64 1 to ptr))
  br label %126

126:                                              ; preds = %124
  %127 = load i32, ptr %14, align 4
  %128 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %127, i32 1), !nosanitize !6
  %129 = extractvalue { i32, i1 } %128, 0, !nosanitize !6
  %130 = extractvalue { i32, i1 } %128, 1, !nosanitize !6
  %131 = xor i1 %130, true, !nosanitize !6
  br i1 %131, label %134, label %132, !prof !7, !nosanitize !6

132:                                              ; preds = %126
  %133 = zext i32 %127 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @12, i64 %133, i64 1) #4, !nosanitize !6
  br label %134, !nosanitize !6

134:                                              ; preds = %132, %126
  store i32 %129, ptr %14, align 4
  br label %96, !llvm.loop !8

135:                                              ; preds = %96
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %136

136:                                              ; preds = %211, %135
  %137 = load i32, ptr %16, align 4
  %138 = load i32, ptr %7, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %212

140:                                              ; preds = %136
  %141 = load ptr, ptr %6, align 8
  %142 = load i32, ptr %16, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds double, ptr %141, i64 %143
  %145 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %143), !nosanitize !6
  %146 = extractvalue { i64, i1 } %145, 1, !nosanitize !6
  %147 = or i1 %146, false, !nosanitize !6
  %148 = extractvalue { i64, i1 } %145, 0, !nosanitize !6
  %149 = ptrtoint ptr %141 to i64, !nosanitize !6
  %150 = add i64 %149, %148, !nosanitize !6
  %151 = icmp ne ptr %141, null, !nosanitize !6
  %152 = icmp ne i64 %150, 0, !nosanitize !6
  %153 = icmp eq i1 %151, %152, !nosanitize !6
  %154 = xor i1 %147, true, !nosanitize !6
  %155 = icmp uge i64 %150, %149, !nosanitize !6
  %156 = icmp sge i64 %148, 0, !nosanitize !6
  %157 = icmp ult i64 %150, %149, !nosanitize !6
  %158 = select i1 %156, i1 %155, i1 %157, !nosanitize !6
  %159 = and i1 %158, %154, !nosanitize !6
  %160 = and i1 %153, %159, !nosanitize !6
  br i1 %160, label %162, label %161, !prof !7, !nosanitize !6

161:                                              ; preds = %140
  call void @__ubsan_handle_pointer_overflow(ptr @13, i64 %149, i64 %150) #4, !nosanitize !6
  br label %162, !nosanitize !6

162:                                              ; preds = %161, %140
  %163 = icmp ne ptr %144, null, !nosanitize !6
  %164 = ptrtoint ptr %144 to i64, !nosanitize !6
  %165 = and i64 %164, 7, !nosanitize !6
  %166 = icmp eq i64 %165, 0, !nosanitize !6
  %167 = and i1 %163, %166, !nosanitize !6
  br i1 %167, label %169, label %168, !prof !7, !nosanitize !6

168:                                              ; preds = %162
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %164) #4, !nosanitize !6
  br label %169, !nosanitize !6

169:                                              ; preds = %168, %162
  %170 = load double, ptr %144, align 8
  %171 = load ptr, ptr %6, align 8
  %172 = load i32, ptr %16, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds double, ptr %171, i64 %173
  %175 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %173), !nosanitize !6
  %176 = extractvalue { i64, i1 } %175, 1, !nosanitize !6
  %177 = or i1 %176, false, !nosanitize !6
  %178 = extractvalue { i64, i1 } %175, 0, !nosanitize !6
  %179 = ptrtoint ptr %171 to i64, !nosanitize !6
  %180 = add i64 %179, %178, !nosanitize !6
  %181 = icmp ne ptr %171, null, !nosanitize !6
  %182 = icmp ne i64 %180, 0, !nosanitize !6
  %183 = icmp eq i1 %181, %182, !nosanitize !6
  %184 = xor i1 %177, true, !nosanitize !6
  %185 = icmp uge i64 %180, %179, !nosanitize !6
  %186 = icmp sge i64 %178, 0, !nosanitize !6
  %187 = icmp ult i64 %180, %179, !nosanitize !6
  %188 = select i1 %186, i1 %185, i1 %187, !nosanitize !6
  %189 = and i1 %188, %184, !nosanitize !6
  %190 = and i1 %183, %189, !nosanitize !6
  br i1 %190, label %192, label %191, !prof !7, !nosanitize !6

191:                                              ; preds = %169
  call void @__ubsan_handle_pointer_overflow(ptr @16, i64 %179, i64 %180) #4, !nosanitize !6
  br label %192, !nosanitize !6

192:                                              ; preds = %191, %169
  %193 = icmp ne ptr %174, null, !nosanitize !6
  %194 = ptrtoint ptr %174 to i64, !nosanitize !6
  %195 = and i64 %194, 7, !nosanitize !6
  %196 = icmp eq i64 %195, 0, !nosanitize !6
  %197 = and i1 %193, %196, !nosanitize !6
  br i1 %197, label %199, label %198, !prof !7, !nosanitize !6

198:                                              ; preds = %192
  call void @__ubsan_handle_type_mismatch_v1(ptr @17, i64 %194) #4, !nosanitize !6
  br label %199, !nosanitize !6

199:                                              ; preds = %198, %192
  %200 = load double, ptr %174, align 8
  %201 = load double, ptr %15, align 8
  %202 = call double @llvm.fmuladd.f64(double %170, double %200, double %201)
  store double %202, ptr %15, align 8
  br label %203

203:                                              ; preds = %199
  %204 = load i32, ptr %16, align 4
  %205 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %204, i32 1), !nosanitize !6
  %206 = extractvalue { i32, i1 } %205, 0, !nosanitize !6
  %207 = extractvalue { i32, i1 } %205, 1, !nosanitize !6
  %208 = xor i1 %207, true, !nosanitize !6
  br i1 %208, label %211, label %209, !prof !7, !nosanitize !6

209:                                              ; preds = %203
  %210 = zext i32 %204 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @18, i64 %210, i64 1) #4, !nosanitize !6
  br label %211, !nosanitize !6

211:                                              ; preds = %209, %203
  store i32 %206, ptr %16, align 4
  br label %136, !llvm.loop !10

212:                                              ; preds = %136
  %213 = load double, ptr %15, align 8
  ret double %213
}

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #1

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_divrem_overflow(ptr, i64, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #3

declare i32 @MPI_Irecv(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_out_of_bounds(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

declare i32 @MPI_Isend(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #3

declare i32 @MPI_Wait(ptr noundef, ptr noundef) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @ring_pipeline(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [4 x i32], align 16
  %14 = alloca [4 x %struct.MPI_Status], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %18 = load i32, ptr %10, align 4
  %19 = call i32 @MPI_Comm_rank(i32 noundef %18, ptr noundef %11)
  %20 = load i32, ptr %10, align 4
  %21 = call i32 @MPI_Comm_size(i32 noundef %20, ptr noundef %12)
  store i32 0, ptr %15, align 4
  br label %22

22:                                               ; preds = %416, %5
  %23 = load i32, ptr %15, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %417

26:                                               ; preds = %22
  %27 = load i32, ptr %8, align 4
  %28 = icmp ne i32 %27, -2147483648, !nosanitize !6
  %29 = or i1 %28, true, !nosanitize !6
  %30 = and i1 true, %29, !nosanitize !6
  br i1 %30, label %33, label %31, !prof !7, !nosanitize !6

31:                                               ; preds = %26
  %32 = zext i32 %27 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @19, i64 %32, i64 2) #4, !nosanitize !6
  br label %33, !nosanitize !6

33:                                               ; preds = %31, %26
  %34 = sdiv i32 %27, 2
  store i32 %34, ptr %16, align 4
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %16, align 4
  %37 = load i32, ptr %11, align 4
  %38 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %37, i32 1), !nosanitize !6
  %39 = extractvalue { i32, i1 } %38, 0, !nosanitize !6
  %40 = extractvalue { i32, i1 } %38, 1, !nosanitize !6
  %41 = xor i1 %40, true, !nosanitize !6
  br i1 %41, label %44, label %42, !prof !7, !nosanitize !6

42:                                               ; preds = %33
  %43 = zext i32 %37 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @20, i64 %43, i64 1) #4, !nosanitize !6
  br label %44, !nosanitize !6

44:                                               ; preds = %42, %33
  %45 = load i32, ptr %12, align 4
  %46 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %39, i32 %45), !nosanitize !6
  %47 = extractvalue { i32, i1 } %46, 0, !nosanitize !6
  %48 = extractvalue { i32, i1 } %46, 1, !nosanitize !6
  %49 = xor i1 %48, true, !nosanitize !6
  br i1 %49, label %53, label %50, !prof !7, !nosanitize !6

50:                                               ; preds = %44
  %51 = zext i32 %39 to i64, !nosanitize !6
  %52 = zext i32 %45 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @21, i64 %51, i64 %52) #4, !nosanitize !6
  br label %53, !nosanitize !6

53:                                               ; preds = %50, %44
  %54 = load i32, ptr %12, align 4
  %55 = icmp ne i32 %54, 0, !nosanitize !6
  %56 = icmp ne i32 %47, -2147483648, !nosanitize !6
  %57 = icmp ne i32 %54, -1, !nosanitize !6
  %58 = or i1 %56, %57, !nosanitize !6
  %59 = and i1 %55, %58, !nosanitize !6
  br i1 %59, label %63, label %60, !prof !7, !nosanitize !6

60:                                               ; preds = %53
  %61 = zext i32 %47 to i64, !nosanitize !6
  %62 = zext i32 %54 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @22, i64 %61, i64 %62) #4, !nosanitize !6
  br label %63, !nosanitize !6

63:                                               ; preds = %60, %53
  %64 = srem i32 %47, %54
  %65 = load i32, ptr %15, align 4
  %66 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %65), !nosanitize !6
  %67 = extractvalue { i32, i1 } %66, 0, !nosanitize !6
  %68 = extractvalue { i32, i1 } %66, 1, !nosanitize !6
  %69 = xor i1 %68, true, !nosanitize !6
  br i1 %69, label %72, label %70, !prof !7, !nosanitize !6

70:                                               ; preds = %63
  %71 = zext i32 %65 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @23, i64 2, i64 %71) #4, !nosanitize !6
  br label %72, !nosanitize !6

72:                                               ; preds = %70, %63
  %73 = load i32, ptr %10, align 4
  br i1 true, label %75, label %74, !prof !7, !nosanitize !6

74:                                               ; preds = %72
  call void @__ubsan_handle_out_of_bounds(ptr @25, i64 0) #4, !nosanitize !6
  br label %75, !nosanitize !6

75:                                               ; preds = %74, %72
  %76 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 0
  %77 = call i32 @MPI_Irecv(ptr noundef %35, i32 noundef %36, i32 noundef 1275070475, i32 noundef %64, i32 noundef %67, i32 noundef %73, ptr noundef %76)
  %78 = load ptr, ptr %7, align 8
  %79 = load i32, ptr %16, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds double, ptr %78, i64 %80
  %82 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %80), !nosanitize !6
  %83 = extractvalue { i64, i1 } %82, 1, !nosanitize !6
  %84 = or i1 %83, false, !nosanitize !6
  %85 = extractvalue { i64, i1 } %82, 0, !nosanitize !6
  %86 = ptrtoint ptr %78 to i64, !nosanitize !6
  %87 = add i64 %86, %85, !nosanitize !6
  %88 = icmp ne ptr %78, null, !nosanitize !6
  %89 = icmp ne i64 %87, 0, !nosanitize !6
  %90 = icmp eq i1 %88, %89, !nosanitize !6
  %91 = xor i1 %84, true, !nosanitize !6
  %92 = icmp uge i64 %87, %86, !nosanitize !6
  %93 = icmp sge i64 %85, 0, !nosanitize !6
  %94 = icmp ult i64 %87, %86, !nosanitize !6
  %95 = select i1 %93, i1 %92, i1 %94, !nosanitize !6
  %96 = and i1 %95, %91, !nosanitize !6
  %97 = and i1 %90, %96, !nosanitize !6
  br i1 %97, label %99, label %98, !prof !7, !nosanitize !6

98:                                               ; preds = %75
  call void @__ubsan_handle_pointer_overflow(ptr @26, i64 %86, i64 %87) #4, !nosanitize !6
  br label %99, !nosanitize !6

99:                                               ; preds = %98, %75
  %100 = load i32, ptr %8, align 4
  %101 = load i32, ptr %16, align 4
  %102 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %100, i32 %101), !nosanitize !6
  %103 = extractvalue { i32, i1 } %102, 0, !nosanitize !6
  %104 = extractvalue { i32, i1 } %102, 1, !nosanitize !6
  %105 = xor i1 %104, true, !nosanitize !6
  br i1 %105, label %109, label %106, !prof !7, !nosanitize !6

106:                                              ; preds = %99
  %107 = zext i32 %100 to i64, !nosanitize !6
  %108 = zext i32 %101 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @27, i64 %107, i64 %108) #4, !nosanitize !6
  br label %109, !nosanitize !6

109:                                              ; preds = %106, %99
  %110 = load i32, ptr %11, align 4
  %111 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %110, i32 1), !nosanitize !6
  %112 = extractvalue { i32, i1 } %111, 0, !nosanitize !6
  %113 = extractvalue { i32, i1 } %111, 1, !nosanitize !6
  %114 = xor i1 %113, true, !nosanitize !6
  br i1 %114, label %117, label %115, !prof !7, !nosanitize !6

115:                                              ; preds = %109
  %116 = zext i32 %110 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @28, i64 %116, i64 1) #4, !nosanitize !6
  br label %117, !nosanitize !6

117:                                              ; preds = %115, %109
  %118 = load i32, ptr %12, align 4
  %119 = icmp ne i32 %118, 0, !nosanitize !6
  %120 = icmp ne i32 %112, -2147483648, !nosanitize !6
  %121 = icmp ne i32 %118, -1, !nosanitize !6
  %122 = or i1 %120, %121, !nosanitize !6
  %123 = and i1 %119, %122, !nosanitize !6
  br i1 %123, label %127, label %124, !prof !7, !nosanitize !6

124:                                              ; preds = %117
  %125 = zext i32 %112 to i64, !nosanitize !6
  %126 = zext i32 %118 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @29, i64 %125, i64 %126) #4, !nosanitize !6
  br label %127, !nosanitize !6

127:                                              ; preds = %124, %117
  %128 = srem i32 %112, %118
  %129 = load i32, ptr %15, align 4
  %130 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %129), !nosanitize !6
  %131 = extractvalue { i32, i1 } %130, 0, !nosanitize !6
  %132 = extractvalue { i32, i1 } %130, 1, !nosanitize !6
  %133 = xor i1 %132, true, !nosanitize !6
  br i1 %133, label %136, label %134, !prof !7, !nosanitize !6

134:                                              ; preds = %127
  %135 = zext i32 %129 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @30, i64 2, i64 %135) #4, !nosanitize !6
  br label %136, !nosanitize !6

136:                                              ; preds = %134, %127
  %137 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %131, i32 1), !nosanitize !6
  %138 = extractvalue { i32, i1 } %137, 0, !nosanitize !6
  %139 = extractvalue { i32, i1 } %137, 1, !nosanitize !6
  %140 = xor i1 %139, true, !nosanitize !6
  br i1 %140, label %143, label %141, !prof !7, !nosanitize !6

141:                                              ; preds = %136
  %142 = zext i32 %131 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @31, i64 %142, i64 1) #4, !nosanitize !6
  br label %143, !nosanitize !6

143:                                              ; preds = %141, %136
  %144 = load i32, ptr %10, align 4
  br i1 true, label %146, label %145, !prof !7, !nosanitize !6

145:                                              ; preds = %143
  call void @__ubsan_handle_out_of_bounds(ptr @32, i64 1) #4, !nosanitize !6
  br label %146, !nosanitize !6

146:                                              ; preds = %145, %143
  %147 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 1
  %148 = ptrtoint ptr %13 to i64, !nosanitize !6
  %149 = add i64 %148, 4, !nosanitize !6
  %150 = icmp ne ptr %13, null, !nosanitize !6
  %151 = icmp ne i64 %149, 0, !nosanitize !6
  %152 = icmp eq i1 %150, %151, !nosanitize !6
  %153 = icmp uge i64 %149, %148, !nosanitize !6
  %154 = icmp ult i64 %149, %148, !nosanitize !6
  %155 = select i1 true, i1 %153, i1 %154, !nosanitize !6
  %156 = and i1 %155, true, !nosanitize !6
  %157 = and i1 %152, %156, !nosanitize !6
  br i1 %157, label %159, label %158, !prof !7, !nosanitize !6

158:                                              ; preds = %146
  call void @__ubsan_handle_pointer_overflow(ptr @33, i64 %148, i64 %149) #4, !nosanitize !6
  br label %159, !nosanitize !6

159:                                              ; preds = %158, %146
  %160 = call i32 @MPI_Irecv(ptr noundef %81, i32 noundef %103, i32 noundef 1275070475, i32 noundef %128, i32 noundef %138, i32 noundef %144, ptr noundef %147)
  %161 = load ptr, ptr %6, align 8
  %162 = load i32, ptr %16, align 4
  %163 = load i32, ptr %11, align 4
  %164 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %163, i32 1), !nosanitize !6
  %165 = extractvalue { i32, i1 } %164, 0, !nosanitize !6
  %166 = extractvalue { i32, i1 } %164, 1, !nosanitize !6
  %167 = xor i1 %166, true, !nosanitize !6
  br i1 %167, label %170, label %168, !prof !7, !nosanitize !6

168:                                              ; preds = %159
  %169 = zext i32 %163 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @34, i64 %169, i64 1) #4, !nosanitize !6
  br label %170, !nosanitize !6

170:                                              ; preds = %168, %159
  %171 = load i32, ptr %12, align 4
  %172 = icmp ne i32 %171, 0, !nosanitize !6
  %173 = icmp ne i32 %165, -2147483648, !nosanitize !6
  %174 = icmp ne i32 %171, -1, !nosanitize !6
  %175 = or i1 %173, %174, !nosanitize !6
  %176 = and i1 %172, %175, !nosanitize !6
  br i1 %176, label %180, label %177, !prof !7, !nosanitize !6

177:                                              ; preds = %170
  %178 = zext i32 %165 to i64, !nosanitize !6
  %179 = zext i32 %171 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @35, i64 %178, i64 %179) #4, !nosanitize !6
  br label %180, !nosanitize !6

180:                                              ; preds = %177, %170
  %181 = srem i32 %165, %171
  %182 = load i32, ptr %15, align 4
  %183 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %182), !nosanitize !6
  %184 = extractvalue { i32, i1 } %183, 0, !nosanitize !6
  %185 = extractvalue { i32, i1 } %183, 1, !nosanitize !6
  %186 = xor i1 %185, true, !nosanitize !6
  br i1 %186, label %189, label %187, !prof !7, !nosanitize !6

187:                                              ; preds = %180
  %188 = zext i32 %182 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @36, i64 2, i64 %188) #4, !nosanitize !6
  br label %189, !nosanitize !6

189:                                              ; preds = %187, %180
  %190 = load i32, ptr %10, align 4
  br i1 true, label %192, label %191, !prof !7, !nosanitize !6

191:                                              ; preds = %189
  call void @__ubsan_handle_out_of_bounds(ptr @37, i64 2) #4, !nosanitize !6
  br label %192, !nosanitize !6

192:                                              ; preds = %191, %189
  %193 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 2
  %194 = ptrtoint ptr %13 to i64, !nosanitize !6
  %195 = add i64 %194, 8, !nosanitize !6
  %196 = icmp ne ptr %13, null, !nosanitize !6
  %197 = icmp ne i64 %195, 0, !nosanitize !6
  %198 = icmp eq i1 %196, %197, !nosanitize !6
  %199 = icmp uge i64 %195, %194, !nosanitize !6
  %200 = icmp ult i64 %195, %194, !nosanitize !6
  %201 = select i1 true, i1 %199, i1 %200, !nosanitize !6
  %202 = and i1 %201, true, !nosanitize !6
  %203 = and i1 %198, %202, !nosanitize !6
  br i1 %203, label %205, label %204, !prof !7, !nosanitize !6

204:                                              ; preds = %192
  call void @__ubsan_handle_pointer_overflow(ptr @38, i64 %194, i64 %195) #4, !nosanitize !6
  br label %205, !nosanitize !6

205:                                              ; preds = %204, %192
  %206 = call i32 @MPI_Isend(ptr noundef %161, i32 noundef %162, i32 noundef 1275070475, i32 noundef %181, i32 noundef %184, i32 noundef %190, ptr noundef %193)
  %207 = load ptr, ptr %6, align 8
  %208 = load i32, ptr %16, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds double, ptr %207, i64 %209
  %211 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %209), !nosanitize !6
  %212 = extractvalue { i64, i1 } %211, 1, !nosanitize !6
  %213 = or i1 %212, false, !nosanitize !6
  %214 = extractvalue { i64, i1 } %211, 0, !nosanitize !6
  %215 = ptrtoint ptr %207 to i64, !nosanitize !6
  %216 = add i64 %215, %214, !nosanitize !6
  %217 = icmp ne ptr %207, null, !nosanitize !6
  %218 = icmp ne i64 %216, 0, !nosanitize !6
  %219 = icmp eq i1 %217, %218, !nosanitize !6
  %220 = xor i1 %213, true, !nosanitize !6
  %221 = icmp uge i64 %216, %215, !nosanitize !6
  %222 = icmp sge i64 %214, 0, !nosanitize !6
  %223 = icmp ult i64 %216, %215, !nosanitize !6
  %224 = select i1 %222, i1 %221, i1 %223, !nosanitize !6
  %225 = and i1 %224, %220, !nosanitize !6
  %226 = and i1 %219, %225, !nosanitize !6
  br i1 %226, label %228, label %227, !prof !7, !nosanitize !6

227:                                              ; preds = %205
  call void @__ubsan_handle_pointer_overflow(ptr @39, i64 %215, i64 %216) #4, !nosanitize !6
  br label %228, !nosanitize !6

228:                                              ; preds = %227, %205
  %229 = load i32, ptr %8, align 4
  %230 = load i32, ptr %16, align 4
  %231 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %229, i32 %230), !nosanitize !6
  %232 = extractvalue { i32, i1 } %231, 0, !nosanitize !6
  %233 = extractvalue { i32, i1 } %231, 1, !nosanitize !6
  %234 = xor i1 %233, true, !nosanitize !6
  br i1 %234, label %238, label %235, !prof !7, !nosanitize !6

235:                                              ; preds = %228
  %236 = zext i32 %229 to i64, !nosanitize !6
  %237 = zext i32 %230 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @40, i64 %236, i64 %237) #4, !nosanitize !6
  br label %238, !nosanitize !6

238:                                              ; preds = %235, %228
  %239 = load i32, ptr %11, align 4
  %240 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %239, i32 1), !nosanitize !6
  %241 = extractvalue { i32, i1 } %240, 0, !nosanitize !6
  %242 = extractvalue { i32, i1 } %240, 1, !nosanitize !6
  %243 = xor i1 %242, true, !nosanitize !6
  br i1 %243, label %246, label %244, !prof !7, !nosanitize !6

244:                                              ; preds = %238
  %245 = zext i32 %239 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @41, i64 %245, i64 1) #4, !nosanitize !6
  br label %246, !nosanitize !6

246:                                              ; preds = %244, %238
  %247 = load i32, ptr %12, align 4
  %248 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %241, i32 %247), !nosanitize !6
  %249 = extractvalue { i32, i1 } %248, 0, !nosanitize !6
  %250 = extractvalue { i32, i1 } %248, 1, !nosanitize !6
  %251 = xor i1 %250, true, !nosanitize !6
  br i1 %251, label %255, label %252, !prof !7, !nosanitize !6

252:                                              ; preds = %246
  %253 = zext i32 %241 to i64, !nosanitize !6
  %254 = zext i32 %247 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @42, i64 %253, i64 %254) #4, !nosanitize !6
  br label %255, !nosanitize !6

255:                                              ; preds = %252, %246
  %256 = load i32, ptr %12, align 4
  %257 = icmp ne i32 %256, 0, !nosanitize !6
  %258 = icmp ne i32 %249, -2147483648, !nosanitize !6
  %259 = icmp ne i32 %256, -1, !nosanitize !6
  %260 = or i1 %258, %259, !nosanitize !6
  %261 = and i1 %257, %260, !nosanitize !6
  br i1 %261, label %265, label %262, !prof !7, !nosanitize !6

262:                                              ; preds = %255
  %263 = zext i32 %249 to i64, !nosanitize !6
  %264 = zext i32 %256 to i64, !nosanitize !6
  call void @__ubsan_handle_divrem_overflow(ptr @43, i64 %263, i64 %264) #4, !nosanitize !6
  br label %265, !nosanitize !6

265:                                              ; preds = %262, %255
  %266 = srem i32 %249, %256
  %267 = load i32, ptr %15, align 4
  %268 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %267), !nosanitize !6
  %269 = extractvalue { i32, i1 } %268, 0, !nosanitize !6
  %270 = extractvalue { i32, i1 } %268, 1, !nosanitize !6
  %271 = xor i1 %270, true, !nosanitize !6
  br i1 %271, label %274, label %272, !prof !7, !nosanitize !6

272:                                              ; preds = %265
  %273 = zext i32 %267 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @44, i64 2, i64 %273) #4, !nosanitize !6
  br label %274, !nosanitize !6

274:                                              ; preds = %272, %265
  %275 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %269, i32 1), !nosanitize !6
  %276 = extractvalue { i32, i1 } %275, 0, !nosanitize !6
  %277 = extractvalue { i32, i1 } %275, 1, !nosanitize !6
  %278 = xor i1 %277, true, !nosanitize !6
  br i1 %278, label %281, label %279, !prof !7, !nosanitize !6

279:                                              ; preds = %274
  %280 = zext i32 %269 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @45, i64 %280, i64 1) #4, !nosanitize !6
  br label %281, !nosanitize !6

281:                                              ; preds = %279, %274
  %282 = load i32, ptr %10, align 4
  br i1 true, label %284, label %283, !prof !7, !nosanitize !6

283:                                              ; preds = %281
  call void @__ubsan_handle_out_of_bounds(ptr @46, i64 3) #4, !nosanitize !6
  br label %284, !nosanitize !6

284:                                              ; preds = %283, %281
  %285 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 3
  %286 = ptrtoint ptr %13 to i64, !nosanitize !6
  %287 = add i64 %286, 12, !nosanitize !6
  %288 = icmp ne ptr %13, null, !nosanitize !6
  %289 = icmp ne i64 %287, 0, !nosanitize !6
  %290 = icmp eq i1 %288, %289, !nosanitize !6
  %291 = icmp uge i64 %287, %286, !nosanitize !6
  %292 = icmp ult i64 %287, %286, !nosanitize !6
  %293 = select i1 true, i1 %291, i1 %292, !nosanitize !6
  %294 = and i1 %293, true, !nosanitize !6
  %295 = and i1 %290, %294, !nosanitize !6
  br i1 %295, label %297, label %296, !prof !7, !nosanitize !6

296:                                              ; preds = %284
  call void @__ubsan_handle_pointer_overflow(ptr @47, i64 %286, i64 %287) #4, !nosanitize !6
  br label %297, !nosanitize !6

297:                                              ; preds = %296, %284
  %298 = call i32 @MPI_Isend(ptr noundef %210, i32 noundef %232, i32 noundef 1275070475, i32 noundef %266, i32 noundef %276, i32 noundef %282, ptr noundef %285)
  %299 = getelementptr inbounds [4 x i32], ptr %13, i64 0, i64 0
  %300 = getelementptr inbounds [4 x %struct.MPI_Status], ptr %14, i64 0, i64 0
  %301 = call i32 @MPI_Waitall(i32 noundef 4, ptr noundef %299, ptr noundef %300)
  store i32 0, ptr %17, align 4
  br label %302

302:                                              ; preds = %406, %297
  %303 = load i32, ptr %17, align 4
  %304 = load i32, ptr %8, align 4
  %305 = icmp slt i32 %303, %304
  br i1 %305, label %306, label %407

306:                                              ; preds = %302
  %307 = load ptr, ptr %6, align 8
  %308 = load i32, ptr %17, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds double, ptr %307, i64 %309
  %311 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %309), !nosanitize !6
  %312 = extractvalue { i64, i1 } %311, 1, !nosanitize !6
  %313 = or i1 %312, false, !nosanitize !6
  %314 = extractvalue { i64, i1 } %311, 0, !nosanitize !6
  %315 = ptrtoint ptr %307 to i64, !nosanitize !6
  %316 = add i64 %315, %314, !nosanitize !6
  %317 = icmp ne ptr %307, null, !nosanitize !6
  %318 = icmp ne i64 %316, 0, !nosanitize !6
  %319 = icmp eq i1 %317, %318, !nosanitize !6
  %320 = xor i1 %313, true, !nosanitize !6
  %321 = icmp uge i64 %316, %315, !nosanitize !6
  %322 = icmp sge i64 %314, 0, !nosanitize !6
  %323 = icmp ult i64 %316, %315, !nosanitize !6
  %324 = select i1 %322, i1 %321, i1 %323, !nosanitize !6
  %325 = and i1 %324, %320, !nosanitize !6
  %326 = and i1 %319, %325, !nosanitize !6
  br i1 %326, label %328, label %327, !prof !7, !nosanitize !6

327:                                              ; preds = %306
  call void @__ubsan_handle_pointer_overflow(ptr @48, i64 %315, i64 %316) #4, !nosanitize !6
  br label %328, !nosanitize !6

328:                                              ; preds = %327, %306
  %329 = icmp ne ptr %310, null, !nosanitize !6
  %330 = ptrtoint ptr %310 to i64, !nosanitize !6
  %331 = and i64 %330, 7, !nosanitize !6
  %332 = icmp eq i64 %331, 0, !nosanitize !6
  %333 = and i1 %329, %332, !nosanitize !6
  br i1 %333, label %335, label %334, !prof !7, !nosanitize !6

334:                                              ; preds = %328
  call void @__ubsan_handle_type_mismatch_v1(ptr @49, i64 %330) #4, !nosanitize !6
  br label %335, !nosanitize !6

335:                                              ; preds = %334, %328
  %336 = load double, ptr %310, align 8
  %337 = load ptr, ptr %7, align 8
  %338 = load i32, ptr %17, align 4
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds double, ptr %337, i64 %339
  %341 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %339), !nosanitize !6
  %342 = extractvalue { i64, i1 } %341, 1, !nosanitize !6
  %343 = or i1 %342, false, !nosanitize !6
  %344 = extractvalue { i64, i1 } %341, 0, !nosanitize !6
  %345 = ptrtoint ptr %337 to i64, !nosanitize !6
  %346 = add i64 %345, %344, !nosanitize !6
  %347 = icmp ne ptr %337, null, !nosanitize !6
  %348 = icmp ne i64 %346, 0, !nosanitize !6
  %349 = icmp eq i1 %347, %348, !nosanitize !6
  %350 = xor i1 %343, true, !nosanitize !6
  %351 = icmp uge i64 %346, %345, !nosanitize !6
  %352 = icmp sge i64 %344, 0, !nosanitize !6
  %353 = icmp ult i64 %346, %345, !nosanitize !6
  %354 = select i1 %352, i1 %351, i1 %353, !nosanitize !6
  %355 = and i1 %354, %350, !nosanitize !6
  %356 = and i1 %349, %355, !nosanitize !6
  br i1 %356, label %358, label %357, !prof !7, !nosanitize !6

357:                                              ; preds = %335
  call void @__ubsan_handle_pointer_overflow(ptr @50, i64 %345, i64 %346) #4, !nosanitize !6
  br label %358, !nosanitize !6

358:                                              ; preds = %357, %335
  %359 = icmp ne ptr %340, null, !nosanitize !6
  %360 = ptrtoint ptr %340 to i64, !nosanitize !6
  %361 = and i64 %360, 7, !nosanitize !6
  %362 = icmp eq i64 %361, 0, !nosanitize !6
  %363 = and i1 %359, %362, !nosanitize !6
  br i1 %363, label %365, label %364, !prof !7, !nosanitize !6

364:                                              ; preds = %358
  call void @__ubsan_handle_type_mismatch_v1(ptr @51, i64 %360) #4, !nosanitize !6
  br label %365, !nosanitize !6

365:                                              ; preds = %364, %358
  %366 = load double, ptr %340, align 8
  %367 = fadd double %336, %366
  %368 = fmul double 5.000000e-01, %367
  %369 = load ptr, ptr %6, align 8
  %370 = load i32, ptr %17, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds double, ptr %369, i64 %371
  %373 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %371), !nosanitize !6
  %374 = extractvalue { i64, i1 } %373, 1, !nosanitize !6
  %375 = or i1 %374, false, !nosanitize !6
  %376 = extractvalue { i64, i1 } %373, 0, !nosanitize !6
  %377 = ptrtoint ptr %369 to i64, !nosanitize !6
  %378 = add i64 %377, %376, !nosanitize !6
  %379 = icmp ne ptr %369, null, !nosanitize !6
  %380 = icmp ne i64 %378, 0, !nosanitize !6
  %381 = icmp eq i1 %379, %380, !nosanitize !6
  %382 = xor i1 %375, true, !nosanitize !6
  %383 = icmp uge i64 %378, %377, !nosanitize !6
  %384 = icmp sge i64 %376, 0, !nosanitize !6
  %385 = icmp ult i64 %378, %377, !nosanitize !6
  %386 = select i1 %384, i1 %383, i1 %385, !nosanitize !6
  %387 = and i1 %386, %382, !nosanitize !6
  %388 = and i1 %381, %387, !nosanitize !6
  br i1 %388, label %390, label %389, !prof !7, !nosanitize !6

389:                                              ; preds = %365
  call void @__ubsan_handle_pointer_overflow(ptr @52, i64 %377, i64 %378) #4, !nosanitize !6
  br label %390, !nosanitize !6

390:                                              ; preds = %389, %365
  %391 = icmp ne ptr %372, null, !nosanitize !6
  %392 = ptrtoint ptr %372 to i64, !nosanitize !6
  %393 = and i64 %392, 7, !nosanitize !6
  %394 = icmp eq i64 %393, 0, !nosanitize !6
  %395 = and i1 %391, %394, !nosanitize !6
  br i1 %395, label %397, label %396, !prof !7, !nosanitize !6

396:                                              ; preds = %390
  call void @__ubsan_handle_type_mismatch_v1(ptr @53, i64 %392) #4, !nosanitize !6
  br label %397, !nosanitize !6

397:                                              ; preds = %396, %390
  store double %368, ptr %372, align 8
  br label %398

398:                                              ; preds = %397
  %399 = load i32, ptr %17, align 4
  %400 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %399, i32 1), !nosanitize !6
  %401 = extractvalue { i32, i1 } %400, 0, !nosanitize !6
  %402 = extractvalue { i32, i1 } %400, 1, !nosanitize !6
  %403 = xor i1 %402, true, !nosanitize !6
  br i1 %403, label %406, label %404, !prof !7, !nosanitize !6

404:                                              ; preds = %398
  %405 = zext i32 %399 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @54, i64 %405, i64 1) #4, !nosanitize !6
  br label %406, !nosanitize !6

406:                                              ; preds = %404, %398
  store i32 %401, ptr %17, align 4
  br label %302, !llvm.loop !11

407:                                              ; preds = %302
  br label %408

408:                                              ; preds = %407
  %409 = load i32, ptr %15, align 4
  %410 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %409, i32 1), !nosanitize !6
  %411 = extractvalue { i32, i1 } %410, 0, !nosanitize !6
  %412 = extractvalue { i32, i1 } %410, 1, !nosanitize !6
  %413 = xor i1 %412, true, !nosanitize !6
  br i1 %413, label %416, label %414, !prof !7, !nosanitize !6

414:                                              ; preds = %408
  %415 = zext i32 %409 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @55, i64 %415, i64 1) #4, !nosanitize !6
  br label %416, !nosanitize !6

416:                                              ; preds = %414, %408
  store i32 %411, ptr %15, align 4
  br label %22, !llvm.loop !12

417:                                              ; preds = %22
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #3

declare i32 @MPI_Waitall(i32 noundef, ptr noundef, ptr noundef) #1

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
!12 = distinct !{!12, !9}
