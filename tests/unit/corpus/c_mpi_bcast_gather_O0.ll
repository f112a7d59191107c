; ModuleID = 'mpi_bcast_gather.c'
source_filename = "mpi_bcast_gather.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.params = type { double, double, i32 }

@.src = private unnamed_addr constant [19 x i8] c"mpi_bcast_gather.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 29 }, ptr @0 }
@2 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 -1, i16 0, [9 x i8] c"'params'\00" }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 25 }, ptr @2, i8 3, i8 3 }
@4 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 25 }, ptr @4, i8 3, i8 0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 31 }, ptr @2, i8 3, i8 3 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 31 }, ptr @4, i8 3, i8 0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 19 }, ptr @2, i8 3, i8 3 }
@9 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'double[2]'\00" }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 17 }, ptr @9, ptr @0 }
@11 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 17 } }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 17 }, ptr @4, i8 3, i8 0 }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 26 }, ptr @9, ptr @0 }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 34 }, ptr @9, ptr @0 }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 53 }, ptr @9, ptr @0 }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 68 }, ptr @0 }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 81 }, ptr @2, i8 3, i8 3 }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 81 }, ptr @0, i8 3, i8 0 }
@19 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 37, i32 22 } }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 37, i32 22 }, ptr @4, i8 3, i8 0 }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 36 }, ptr @0 }
@22 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 48, i32 9 } }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 48, i32 9 }, ptr @4, i8 3, i8 1 }
@24 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 47, i32 34 }, ptr @0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @local_integral(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %4, align 8
  %13 = fsub double %11, %12
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to double
  %16 = fdiv double %13, %15
  store double %16, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %17

17:                                               ; preds = %44, %3
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %45

21:                                               ; preds = %17
  %22 = load double, ptr %4, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sitofp i32 %23 to double
  %25 = fadd double %24, 5.000000e-01
  %26 = load double, ptr %7, align 8
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double %22)
  store double %27, ptr %10, align 8
  %28 = load double, ptr %10, align 8
  %29 = fneg double %28
  %30 = load double, ptr %10, align 8
  %31 = fmul double %29, %30
  %32 = call double @exp(double noundef %31) #6
  %33 = load double, ptr %7, align 8
  %34 = load double, ptr %8, align 8
  %35 = call double @llvm.fmuladd.f64(double %32, double %33, double %34)
  store double %35, ptr %8, align 8
  br label %36

36:                                               ; preds = %21
  %37 = load i32, ptr %9, align 4
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !nosanitize !6
  %39 = extractvalue { i32, i1 } %38, 0, !nosanitize !6
  %40 = extractvalue { i32, i1 } %38, 1, !nosanitize !6
  %41 = xor i1 %40, true, !nosanitize !6
  br i1 %41, label %44, label %42, !prof !7, !nosanitize !6

42:                                               ; preds = %36
  %43 = zext i32 %37 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %43, i64 1) #7, !nosanitize !6
  br label %44, !nosanitize !6

44:                                               ; preds = %42, %36
  store i32 %39, ptr %9, align 4
  br label %17, !llvm.loop !8

45:                                               ; preds = %17
  %46 = load double, ptr %8, align 8
  ret double %46
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @integrate(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [2 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %14 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, ptr noundef %5)
  %15 = call i32 @MPI_Comm_size(i32 noundef 1140850688, ptr noundef %6)
  %16 = load ptr, ptr %3, align 8
  %17 = icmp ne ptr %16, null, !nosanitize !6
  %18 = ptrtoint ptr %16 to i64, !nosanitize !6
  %19 = and i64 %18, 7, !nosanitize !6
  %20 = icmp eq i64 %19, 0, !nosanitize !6
  %21 = and i1 %17, %20, !nosanitize !6
  br i1 %21, label %23, label %22, !prof !7, !nosanitize !6

22:                                               ; preds = %2
  call void @__ubsan_handle_type_mismatch_v1(ptr @3, i64 %18) #7, !nosanitize !6
  br label %23, !nosanitize !6

23:                                               ; preds = %22, %2
  %24 = getelementptr inbounds nuw %struct.params, ptr %16, i32 0, i32 0
  %25 = icmp ne ptr %24, null, !nosanitize !6
  %26 = ptrtoint ptr %24 to i64, !nosanitize !6
  %27 = and i64 %26, 7, !nosanitize !6
  %28 = icmp eq i64 %27, 0, !nosanitize !6
  %29 = and i1 %25, %28, !nosanitize !6
  br i1 %29, label %31, label %30, !prof !7, !nosanitize !6

30:                                               ; preds = %23
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %26) #7, !nosanitize !6
  br label %31, !nosanitize !6

31:                                               ; preds = %30, %23
  %32 = load double, ptr %24, align 8
  store double %32, ptr %7, align 8
  %33 = getelementptr inbounds double, ptr %7, i64 1
  %34 = load ptr, ptr %3, align 8
  %35 = icmp ne ptr %34, null, !nosanitize !6
  %36 = ptrtoint ptr %34 to i64, !nosanitize !6
  %37 = and i64 %36, 7, !nosanitize !6
  %38 = icmp eq i64 %37, 0, !nosanitize !6
  %39 = and i1 %35, %38, !nosanitize !6
  br i1 %39, label %41, label %40, !prof !7, !nosanitize !6

40:                                               ; preds = %31
  call void @__ubsan_handle_type_mismatch_v1(ptr @6, i64 %36) #7, !nosanitize !6
  br label %41, !nosanitize !6

41:                                               ; preds = %40, %31
  %42 = getelementptr inbounds nuw %struct.params, ptr %34, i32 0, i32 1
  %43 = icmp ne ptr %42, null, !nosanitize !6
  %44 = ptrtoint ptr %42 to i64, !nosanitize !6
  %45 = and i64 %44, 7, !nosanitize !6
  %46 = icmp eq i64 %45, 0, !nosanitize !6
  %47 = and i1 %43, %46, !nosanitize !6
  br i1 %47, label %49, label %48, !prof !7, !nosanitize !6

48:                                               ; preds = %41
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %44) #7, !nosanitize !6
  br label %49, !nosanitize !6

49:                                               ; preds = %48, %41
  %50 = load double, ptr %42, align 8
  store double %50, ptr %33, align 8
  %51 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %52 = load i32, ptr %4, align 4
  %53 = call i32 @MPI_Bcast(ptr noundef %51, i32 noundef 2, i32 noundef 1275070475, i32 noundef %52, i32 noundef 1140850688)
  %54 = load ptr, ptr %3, align 8
  %55 = icmp ne ptr %54, null, !nosanitize !6
  %56 = ptrtoint ptr %54 to i64, !nosanitize !6
  %57 = and i64 %56, 7, !nosanitize !6
  %58 = icmp eq i64 %57, 0, !nosanitize !6
  %59 = and i1 %55, %58, !nosanitize !6
  br i1 %59, label %61, label %60, !prof !7, !nosanitize !6

60:                                               ; preds = %49
  call void @__ubsan_handle_type_mismatch_v1(ptr @8, i64 %56) #7, !nosanitize !6
  br label %61, !nosanitize !6

61:                                               ; preds = %60, %49
  %62 = getelementptr inbounds nuw %struct.params, ptr %54, i32 0, i32 2
  %63 = load i32, ptr %4, align 4
  %64 = call i32 @MPI_Bcast(ptr noundef %62, i32 noundef 1, i32 noundef 1275069445, i32 noundef %63, i32 noundef 1140850688)
  br i1 true, label %66, label %65, !prof !7, !nosanitize !6

65:                                               ; preds = %61
  call void @__ubsan_handle_out_of_bounds(ptr @10, i64 1) #7, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %65, %61
  %67 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 1
  %68 = ptrtoint ptr %7 to i64, !nosanitize !6
  %69 = add i64 %68, 8, !nosanitize !6
  %70 = icmp ne ptr %7, null, !nosanitize !6
  %71 = icmp ne i64 %69, 0, !nosanitize !6
  %72 = icmp eq i1 %70, %71, !nosanitize !6
  %73 = icmp uge i64 %69, %68, !nosanitize !6
  %74 = icmp ult i64 %69, %68, !nosanitize !6
  %75 = select i1 true, i1 %73, i1 %74, !nosanitize !6
  %76 = and i1 %75, true, !nosanitize !6
  %77 = and i1 %72, %76, !nosanitize !6
  br i1 %77, label %79, label %78, !prof !7, !nosanitize !6

78:                                               ; preds = %66
  call void @__ubsan_handle_pointer_overflow(ptr @11, i64 %68, i64 %69) #7, !nosanitize !6
  br label %79, !nosanitize !6

79:                                               ; preds = %78, %66
  %80 = icmp ne ptr %67, null, !nosanitize !6
  %81 = ptrtoint ptr %67 to i64, !nosanitize !6
  %82 = and i64 %81, 7, !nosanitize !6
  %83 = icmp eq i64 %82, 0, !nosanitize !6
  %84 = and i1 %80, %83, !nosanitize !6
  br i1 %84, label %86, label %85, !prof !7, !nosanitize !6

85:                                               ; preds = %79
  call void @__ubsan_handle_type_mismatch_v1(ptr @12, i64 %81) #7, !nosanitize !6
  br label %86, !nosanitize !6

86:                                               ; preds = %85, %79
  %87 = load double, ptr %67, align 8
  br i1 true, label %89, label %88, !prof !7, !nosanitize !6

88:                                               ; preds = %86
  call void @__ubsan_handle_out_of_bounds(ptr @13, i64 0) #7, !nosanitize !6
  br label %89, !nosanitize !6

89:                                               ; preds = %88, %86
  %90 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %91 = load double, ptr %90, align 16
  %92 = fsub double %87, %91
  %93 = load i32, ptr %6, align 4
  %94 = sitofp i32 %93 to double
  %95 = fdiv double %92, %94
  store double %95, ptr %8, align 8
  br i1 true, label %97, label %96, !prof !7, !nosanitize !6

96:                                               ; preds = %89
  call void @__ubsan_handle_out_of_bounds(ptr @14, i64 0) #7, !nosanitize !6
  br label %97, !nosanitize !6

97:                                               ; preds = %96, %89
  %98 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %99 = load double, ptr %98, align 16
  %100 = load i32, ptr %5, align 4
  %101 = sitofp i32 %100 to double
  %102 = load double, ptr %8, align 8
  %103 = call double @llvm.fmuladd.f64(double %101, double %102, double %99)
  br i1 true, label %105, label %104, !prof !7, !nosanitize !6

104:                                              ; preds = %97
  call void @__ubsan_handle_out_of_bounds(ptr @15, i64 0) #7, !nosanitize !6
  br label %105, !nosanitize !6

105:                                              ; preds = %104, %97
  %106 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %107 = load double, ptr %106, align 16
  %108 = load i32, ptr %5, align 4
  %109 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %108, i32 1), !nosanitize !6
  %110 = extractvalue { i32, i1 } %109, 0, !nosanitize !6
  %111 = extractvalue { i32, i1 } %109, 1, !nosanitize !6
  %112 = xor i1 %111, true, !nosanitize !6
  br i1 %112, label %115, label %113, !prof !7, !nosanitize !6

113:                                              ; preds = %105
  %114 = zext i32 %108 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @16, i64 %114, i64 1) #7, !nosanitize !6
  br label %115, !nosanitize !6

115:                                              ; preds = %113, %105
  %116 = sitofp i32 %110 to double
  %117 = load double, ptr %8, align 8
  %118 = call double @llvm.fmuladd.f64(double %116, double %117, double %107)
  %119 = load ptr, ptr %3, align 8
  %120 = icmp ne ptr %119, null, !nosanitize !6
  %121 = ptrtoint ptr %119 to i64, !nosanitize !6
  %122 = and i64 %121, 7, !nosanitize !6
  %123 = icmp eq i64 %122, 0, !nosanitize !6
  %124 = and i1 %120, %123, !nosanitize !6
  br i1 %124, label %126, label %125, !prof !7, !nosanitize !6

125:                                              ; preds = %115
  call void @__ubsan_handle_type_mismatch_v1(ptr @17, i64 %121) #7, !nosanitize !6
  br label %126, !nosanitize !6

126:                                              ; preds = %125, %115
  %127 = getelementptr inbounds nuw %struct.params, ptr %119, i32 0, i32 2
  %128 = icmp ne ptr %127, null, !nosanitize !6
  %129 = ptrtoint ptr %127 to i64, !nosanitize !6
  %130 = and i64 %129, 7, !nosanitize !6
  %131 = icmp eq i64 %130, 0, !nosanitize !6
  %132 = and i1 %128, %131, !nosanitize !6
  br i1 %132, label %134, label %133, !prof !7, !nosanitize !6

133:                                              ; preds = %126
  call void @__ubsan_handle_type_mismatch_v1(ptr @18, i64 %129) #7, !nosanitize !6
  br label %134, !nosanitize !6

134:                                              ; preds = %133, %126
  %135 = load i32, ptr %127, align 8
  %136 = call double @local_integral(double noundef %103, double noundef %118, i32 noundef %135)
  store double %136, ptr %9, align 8
  store ptr null, ptr %10, align 8
  %137 = load i32, ptr %5, align 4
  %138 = load i32, ptr %4, align 4
  %139 = icmp eq i32 %137, %138
  br i1 %139, label %140, label %145

140:                                              ; preds = %134
  %141 = load i32, ptr %6, align 4
  %142 = sext i32 %141 to i64
  %143 = mul i64 8, %142
  %144 = call noalias ptr @malloc(i64 noundef %143) #8
  store ptr %144, ptr %10, align 8
  br label %145

145:                                              ; preds = %140, %134
  %146 = load ptr, ptr %10, align 8
  %147 = load i32, ptr %4, align 4
  %148 = call i32 @MPI_Gather(ptr noundef %9, i32 noundef 1, i32 noundef 1275070475, ptr noundef %146, i32 noundef 1, i32 noundef 1275070475, i32 noundef %147, i32 noundef 1140850688)
  store double 0.000000e+00, ptr %11, align 8
  %149 = load i32, ptr %5, align 4
  %150 = load i32, ptr %4, align 4
  %151 = icmp eq i32 %149, %150
  br i1 %151, label %152, label %201

152:                                              ; preds = %145
  store i32 0, ptr %12, align 4
  br label %153

153:                                              ; preds = %198, %152
  %154 = load i32, ptr %12, align 4
  %155 = load i32, ptr %6, align 4
  %156 = icmp slt i32 %154, %155
  br i1 %156, label %157, label %199

157:                                              ; preds = %153
  %158 = load ptr, ptr %10, align 8
  %159 = load i32, ptr %12, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds double, ptr %158, i64 %160
  %162 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %160), !nosanitize !6
  %163 = extractvalue { i64, i1 } %162, 1, !nosanitize !6
  %164 = or i1 %163, false, !nosanitize !6
  %165 = extractvalue { i64, i1 } %162, 0, !nosanitize !6
  %166 = ptrtoint ptr %158 to i64, !nosanitize !6
  %167 = add i64 %166, %165, !nosanitize !6
  %168 = icmp ne ptr %158, null, !nosanitize !6
  %169 = icmp ne i64 %167, 0, !nosanitize !6
  %170 = icmp eq i1 %168, %169, !nosanitize !6
  %171 = xor i1 %164, true, !nosanitize !6
  %172 = icmp uge i64 %167, %166, !nosanitize !6
  %173 = icmp sge i64 %165, 0, !nosanitize !6
  %174 = icmp ult i64 %167, %166, !nosanitize !6
  %175 = select i1 %173, i1 %172, i1 %174, !nosanitize !6
  %176 = and i1 %175, %171, !nosanitize !6
  %177 = and i1 %170, %176, !nosanitize !6
  br i1 %177, label %179, label %178, !prof !7, !nosanitize !6

178:                                              ; preds = %157
  call void @__ubsan_handle_pointer_overflow(ptr @19, i64 %166, i64 %167) #7, !nosanitize !6
  br label %179, !nosanitize !6

179:                                              ; preds = %178, %157
  %180 = icmp ne ptr %161, null, !nosanitize !6
  %181 = ptrtoint ptr %161 to i64, !nosanitize !6
  %182 = and i64 %181, 7, !nosanitize !6
  %183 = icmp eq i64 %182, 0, !nosanitize !6
  %184 = and i1 %180, %183, !nosanitize !6
  br i1 %184, label %186, label %185, !prof !7, !nosanitize !6

185:                                              ; preds = %179
  call void @__ubsan_handle_type_mismatch_v1(ptr @20, i64 %181) #7, !nosanitize !6
  br label %186, !nosanitize !6

186:                                              ; preds = %185, %179
  %187 = load double, ptr %161, align 8
  %188 = load double, ptr %11, align 8
  %189 = fadd double %188, %187
  store double %189, ptr %11, align 8
  br label %190

190:                                              ; preds = %186
  %191 = load i32, ptr %12, align 4
  %192 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %191, i32 1), !nosanitize !6
  %193 = extractvalue { i32, i1 } %192, 0, !nosanitize !6
  %194 = extractvalue { i32, i1 } %192, 1, !nosanitize !6
  %195 = xor i1 %194, true, !nosanitize !6
  br i1 %195, label %198, label %196, !prof !7, !nosanitize !6

196:                                              ; preds = %190
  %197 = zext i32 %191 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @21, i64 %197, i64 1) #7, !nosanitize !6
  br label %198, !nosanitize !6

198:                                              ; preds = %196, %190
  store i32 %193, ptr %12, align 4
  br label %153, !llvm.loop !10

199:                                              ; preds = %153
  %200 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %200) #6
  br label %201

201:                                              ; preds = %199, %145
  %202 = load i32, ptr %4, align 4
  %203 = call i32 @MPI_Reduce(ptr noundef %9, ptr noundef %13, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef %202, i32 noundef 1140850688)
  %204 = load i32, ptr %5, align 4
  %205 = load i32, ptr %4, align 4
  %206 = icmp eq i32 %204, %205
  br i1 %206, label %207, label %209

207:                                              ; preds = %201
  %208 = load double, ptr %11, align 8
  br label %210

209:                                              ; preds = %201
  br label %210

210:                                              ; preds = %209, %207
  %211 = phi double [ %208, %207 ], [ 0.000000e+00, %209 ]
  ret double %211
}

declare i32 @MPI_Comm_rank(i32 noundef, ptr noundef) #4

declare i32 @MPI_Comm_size(i32 noundef, ptr noundef) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #3

declare i32 @MPI_Bcast(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_out_of_bounds(ptr, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

declare i32 @MPI_Gather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @MPI_Reduce(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @scatter_scale(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, double noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store double %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %14 = load ptr, ptr %7, align 8
  %15 = load i32, ptr %10, align 4
  %16 = load ptr, ptr %8, align 8
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %12, align 4
  %19 = call i32 @MPI_Scatter(ptr noundef %14, i32 noundef %15, i32 noundef 1275070475, ptr noundef %16, i32 noundef %17, i32 noundef 1275070475, i32 noundef %18, i32 noundef 1140850688)
  store i32 0, ptr %13, align 4
  br label %20

20:                                               ; preds = %65, %6
  %21 = load i32, ptr %13, align 4
  %22 = load i32, ptr %10, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %66

24:                                               ; preds = %20
  %25 = load double, ptr %11, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %28), !nosanitize !6
  %31 = extractvalue { i64, i1 } %30, 1, !nosanitize !6
  %32 = or i1 %31, false, !nosanitize !6
  %33 = extractvalue { i64, i1 } %30, 0, !nosanitize !6
  %34 = ptrtoint ptr %26 to i64, !nosanitize !6
  %35 = add i64 %34, %33, !nosanitize !6
  %36 = icmp ne ptr %26, null, !nosanitize !6
  %37 = icmp ne i64 %35, 0, !nosanitize !6
  %38 = icmp eq i1 %36, %37, !nosanitize !6
  %39 = xor i1 %32, true, !nosanitize !6
  %40 = icmp uge i64 %35, %34, !nosanitize !6
  %41 = icmp sge i64 %33, 0, !nosanitize !6
  %42 = icmp ult i64 %35, %34, !nosanitize !6
  %43 = select i1 %41, i1 %40, i1 %42, !nosanitize !6
  %44 = and i1 %43, %39, !nosanitize !6
  %45 = and i1 %38, %44, !nosanitize !6
  br i1 %45, label %47, label %46, !prof !7, !nosanitize !6

46:                                               ; preds = %24
  call void @__ubsan_handle_pointer_overflow(ptr @22, i64 %34, i64 %35) #7, !nosanitize !6
  br label %47, !nosanitize !6

47:                                               ; preds = %46, %24
  %48 = icmp ne ptr %29, null, !nosanitize !6
  %49 = ptrtoint ptr %29 to i64, !nosanitize !6
  %50 = and i64 %49, 7, !nosanitize !6
  %51 = icmp eq i64 %50, 0, !nosanitize !6
  %52 = and i1 %48, %51, !nosanitize !6
  br i1 %52, label %54, label %53, !prof !7, !nosanitize !6

53:                                               ; preds = %47
  call void @__ubsan_handle_type_mismatch_v1(ptr @23, i64 %49) #7, !nosanitize !6
  br label %54, !nosanitize !6

54:                                               ; preds = %53, %47
  %55 = load double, ptr %29, align 8
  %56 = fmul double %55, %25
  store double %56, ptr %29, align 8
  br label %57

57:                                               ; preds = %54
  %58 = load i32, ptr %13, align 4
  %59 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %58, i32 1), !nosanitize !6
  %60 = extractvalue { i32, i1 } %59, 0, !nosanitize !6
  %61 = extractvalue { i32, i1 } %59, 1, !nosanitize !6
  %62 = xor i1 %61, true, !nosanitize !6
  br i1 %62, label %65, label %63, !prof !7, !nosanitize !6

63:                                               ; preds = %57
  %64 = zext i32 %58 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @24, i64 %64, i64 1) #7, !nosanitize !6
  br label %65, !nosanitize !6

65:                                               ; preds = %63, %57
  store i32 %60, ptr %13, align 4
  br label %20, !llvm.loop !11

66:                                               ; preds = %20
  %67 = load ptr, ptr %8, align 8
  %68 = load i32, ptr %10, align 4
  %69 = load ptr, ptr %9, align 8
  %70 = load i32, ptr %10, align 4
  %71 = call i32 @MPI_Allgather(ptr noundef %67, i32 noundef %68, i32 noundef 1275070475, ptr noundef %69, i32 noundef %70, i32 noundef 1275070475, i32 noundef 1140850688)
  ret void
}

declare i32 @MPI_Scatter(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #4

declare i32 @MPI_Allgather(ptr noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nomerge nounwind }
attributes #8 = { nounwind allocsize(0) }

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
