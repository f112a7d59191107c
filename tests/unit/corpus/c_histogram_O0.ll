; ModuleID = 'histogram.c'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [12 x i8] c"histogram.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 9 } }
@1 = private unnamed_addr constant { i16, i16, [23 x i8] } { i16 0, i16 13, [23 x i8] c"'int64_t' (aka 'long')\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 9 }, ptr @1, i8 3, i8 1 }
@3 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 33 }, ptr @3 }
@5 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 24 } }
@6 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 24 }, ptr @6, i8 3, i8 0 }
@8 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 17 }, ptr @8, ptr @3 }
@10 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 13 } }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 20 }, ptr @1 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 29 }, ptr @3 }
@13 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 16 } }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 16 }, ptr @6, i8 3, i8 0 }
@15 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 9 } }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 9 }, ptr @8, i8 3, i8 1 }
@17 = private unnamed_addr constant { i16, i16, [7 x i8] } { i16 0, i16 13, [7 x i8] c"'long'\00" }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 30 }, ptr @17 }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 54 }, ptr @3 }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 58 }, ptr @3 }
@21 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 14 } }
@22 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 14 }, ptr @6, i8 3, i8 0 }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 29, i32 29 }, ptr @3 }
@24 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 5 }, ptr @8, i8 3, i8 1 }
@25 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 14 } }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 14 }, ptr @6, i8 3, i8 0 }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 25 }, ptr @3 }
@28 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 21 } }
@29 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 21 }, ptr @6, i8 3, i8 0 }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 15 }, ptr @3 }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 19 }, ptr @3 }
@32 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 9 } }
@33 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 9 }, ptr @8, i8 3, i8 1 }
@34 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 29 }, ptr @3 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @histogram(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, i32 noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store double %2, ptr %9, align 8
  store double %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr %5, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %17

17:                                               ; preds = %59, %6
  %18 = load i32, ptr %13, align 4
  %19 = load i32, ptr %11, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %60

21:                                               ; preds = %17
  %22 = load ptr, ptr %12, align 8
  %23 = load i32, ptr %13, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr %22, i64 %24
  %26 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %24), !nosanitize !6
  %27 = extractvalue { i64, i1 } %26, 1, !nosanitize !6
  %28 = or i1 %27, false, !nosanitize !6
  %29 = extractvalue { i64, i1 } %26, 0, !nosanitize !6
  %30 = ptrtoint ptr %22 to i64, !nosanitize !6
  %31 = add i64 %30, %29, !nosanitize !6
  %32 = icmp ne ptr %22, null, !nosanitize !6
  %33 = icmp ne i64 %31, 0, !nosanitize !6
  %34 = icmp eq i1 %32, %33, !nosanitize !6
  %35 = xor i1 %28, true, !nosanitize !6
  %36 = icmp uge i64 %31, %30, !nosanitize !6
  %37 = icmp sge i64 %29, 0, !nosanitize !6
  %38 = icmp ult i64 %31, %30, !nosanitize !6
  %39 = select i1 %37, i1 %36, i1 %38, !nosanitize !6
  %40 = and i1 %39, %35, !nosanitize !6
  %41 = and i1 %34, %40, !nosanitize !6
  br i1 %41, label %43, label %42, !prof !7, !nosanitize !6

42:                                               ; preds = %21
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %30, i64 %31) #4, !nosanitize !6
  br label %43, !nosanitize !6

43:                                               ; preds = %42, %21
  %44 = icmp ne ptr %25, null, !nosanitize !6
  %45 = ptrtoint ptr %25 to i64, !nosanitize !6
  %46 = and i64 %45, 7, !nosanitize !6
  %47 = icmp eq i64 %46, 0, !nosanitize !6
  %48 = and i1 %44, %47, !nosanitize !6
  br i1 %48, label %50, label %49, !prof !7, !nosanitize !6

49:                                               ; preds = %43
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %45) #4, !nosanitize !6
  br label %50, !nosanitize !6

50:                                               ; preds = %49, %43
  store i64 0, ptr %25, align 8
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %13, align 4
  %53 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %52, i32 1), !nosanitize !6
  %54 = extractvalue { i32, i1 } %53, 0, !nosanitize !6
  %55 = extractvalue { i32, i1 } %53, 1, !nosanitize !6
  %56 = xor i1 %55, true, !nosanitize !6
  br i1 %56, label %59, label %57, !prof !7, !nosanitize !6

57:                                               ; preds = %51
  %58 = zext i32 %52 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %58, i64 1) #4, !nosanitize !6
  br label %59, !nosanitize !6

59:                                               ; preds = %57, %51
  store i32 %54, ptr %13, align 4
  br label %17, !llvm.loop !8

60:                                               ; preds = %17
  %61 = load i32, ptr %11, align 4
  %62 = sitofp i32 %61 to double
  %63 = load double, ptr %10, align 8
  %64 = load double, ptr %9, align 8
  %65 = fsub double %63, %64
  %66 = fdiv double %62, %65
  store double %66, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %67

67:                                               ; preds = %158, %60
  %68 = load i32, ptr %15, align 4
  %69 = load i32, ptr %8, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %159

71:                                               ; preds = %67
  %72 = load ptr, ptr %7, align 8
  %73 = load i32, ptr %15, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %72, i64 %74
  %76 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %74), !nosanitize !6
  %77 = extractvalue { i64, i1 } %76, 1, !nosanitize !6
  %78 = or i1 %77, false, !nosanitize !6
  %79 = extractvalue { i64, i1 } %76, 0, !nosanitize !6
  %80 = ptrtoint ptr %72 to i64, !nosanitize !6
  %81 = add i64 %80, %79, !nosanitize !6
  %82 = icmp ne ptr %72, null, !nosanitize !6
  %83 = icmp ne i64 %81, 0, !nosanitize !6
  %84 = icmp eq i1 %82, %83, !nosanitize !6
  %85 = xor i1 %78, true, !nosanitize !6
  %86 = icmp uge i64 %81, %80, !nosanitize !6
  %87 = icmp sge i64 %79, 0, !nosanitize !6
  %88 = icmp ult i64 %81, %80, !nosanitize !6
  %89 = select i1 %87, i1 %86, i1 %88, !nosanitize !6
  %90 = and i1 %89, %85, !nosanitize !6
  %91 = and i1 %84, %90, !nosanitize !6
  br i1 %91, label %93, label %92, !prof !7, !nosanitize !6

92:                                               ; preds = %71
  call void @__ubsan_handle_pointer_overflow(ptr @5, i64 %80, i64 %81) #4, !nosanitize !6
  br label %93, !nosanitize !6

93:                                               ; preds = %92, %71
  %94 = icmp ne ptr %75, null, !nosanitize !6
  %95 = ptrtoint ptr %75 to i64, !nosanitize !6
  %96 = and i64 %95, 7, !nosanitize !6
  %97 = icmp eq i64 %96, 0, !nosanitize !6
  %98 = and i1 %94, %97, !nosanitize !6
  br i1 %98, label %100, label %99, !prof !7, !nosanitize !6

99:                                               ; preds = %93
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %95) #4, !nosanitize !6
  br label %100, !nosanitize !6

100:                                              ; preds = %99, %93
  %101 = load double, ptr %75, align 8
  %102 = load double, ptr %9, align 8
  %103 = fsub double %101, %102
  %104 = load double, ptr %14, align 8
  %105 = fmul double %103, %104
  %106 = fcmp ogt double %105, 0xC1E0000000200000, !nosanitize !6
  %107 = fcmp olt double %105, 0x41E0000000000000, !nosanitize !6
  %108 = and i1 %106, %107, !nosanitize !6
  br i1 %108, label %111, label %109, !prof !7, !nosanitize !6

109:                                              ; preds = %100
  %110 = bitcast double %105 to i64, !nosanitize !6
  call void @__ubsan_handle_float_cast_overflow(ptr @9, i64 %110) #4, !nosanitize !6
  br label %111, !nosanitize !6

111:                                              ; preds = %109, %100
  %112 = fptosi double %105 to i32
  store i32 %112, ptr %16, align 4
  %113 = load i32, ptr %16, align 4
  %114 = icmp sge i32 %113, 0
  br i1 %114, label %115, label %149

115:                                              ; preds = %111
  %116 = load i32, ptr %16, align 4
  %117 = load i32, ptr %11, align 4
  %118 = icmp slt i32 %116, %117
  br i1 %118, label %119, label %149

119:                                              ; preds = %115
  %120 = load ptr, ptr %12, align 8
  %121 = load i32, ptr %16, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i64, ptr %120, i64 %122
  %124 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %122), !nosanitize !6
  %125 = extractvalue { i64, i1 } %124, 1, !nosanitize !6
  %126 = or i1 %125, false, !nosanitize !6
  %127 = extractvalue { i64, i1 } %124, 0, !nosanitize !6
  %128 = ptrtoint ptr %120 to i64, !nosanitize !6
  %129 = add i64 %128, %127, !nosanitize !6
  %130 = icmp ne ptr %120, null, !nosanitize !6
  %131 = icmp ne i64 %129, 0, !nosanitize !6
  %132 = icmp eq i1 %130, %131, !nosanitize !6
  %133 = xor i1 %126, true, !nosanitize !6
  %134 = icmp uge i64 %129, %128, !nosanitize !6
  %135 = icmp sge i64 %127, 0, !nosanitize !6
  %136 = icmp ult i64 %129, %128, !nosanitize !6
  %137 = select i1 %135, i1 %134, i1 %136, !nosanitize !6
  %138 = and i1 %137, %133, !nosanitize !6
  %139 = and i1 %132, %138, !nosanitize !6
  br i1 %139, label %141, label %140, !prof !7, !nosanitize !6

140:                                              ; preds = %119
  call void @__ubsan_handle_pointer_overflow(ptr @10, i64 %128, i64 %129) #4, !nosanitize !6
  br label %141, !nosanitize !6

141:                                              ; preds = %140, %119
  %142 = load i64, ptr %123, align 8
  %143 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %142, i64 1), !nosanitize !6
  %144 = extractvalue { i64, i1 } %143, 0, !nosanitize !6
  %145 = extractvalue { i64, i1 } %143, 1, !nosanitize !6
  %146 = xor i1 %145, true, !nosanitize !6
  br i1 %146, label %148, label %147, !prof !7, !nosanitize !6

147:                                              ; preds = %141
  call void @__ubsan_handle_add_overflow(ptr @11, i64 %142, i64 1) #4, !nosanitize !6
  br label %148, !nosanitize !6

148:                                              ; preds = %147, %141
  store i64 %144, ptr %123, align 8
  br label %149

149:                                              ; preds = %148, %115, %111
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %15, align 4
  %152 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %151, i32 1), !nosanitize !6
  %153 = extractvalue { i32, i1 } %152, 0, !nosanitize !6
  %154 = extractvalue { i32, i1 } %152, 1, !nosanitize !6
  %155 = xor i1 %154, true, !nosanitize !6
  br i1 %155, label %158, label %156, !prof !7, !nosanitize !6

156:                                              ; preds = %150
  %157 = zext i32 %151 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @12, i64 %157, i64 1) #4, !nosanitize !6
  br label %158, !nosanitize !6

158:                                              ; preds = %156, %150
  store i32 %153, ptr %15, align 4
  br label %67, !llvm.loop !10

159:                                              ; preds = %67
  ret void
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

; Function Attrs: uwtable
declare void @__ubsan_handle_float_cast_overflow(ptr, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @prefix_sum(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %9

9:                                                ; preds = %81, %3
  %10 = load i64, ptr %8, align 8
  %11 = load i64, ptr %6, align 8
  %12 = icmp slt i64 %10, %11
  br i1 %12, label %13, label %82

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i64, ptr %8, align 8
  %16 = getelementptr inbounds double, ptr %14, i64 %15
  %17 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %15), !nosanitize !6
  %18 = extractvalue { i64, i1 } %17, 1, !nosanitize !6
  %19 = or i1 %18, false, !nosanitize !6
  %20 = extractvalue { i64, i1 } %17, 0, !nosanitize !6
  %21 = ptrtoint ptr %14 to i64, !nosanitize !6
  %22 = add i64 %21, %20, !nosanitize !6
  %23 = icmp ne ptr %14, null, !nosanitize !6
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

33:                                               ; preds = %13
  call void @__ubsan_handle_pointer_overflow(ptr @13, i64 %21, i64 %22) #4, !nosanitize !6
  br label %34, !nosanitize !6

34:                                               ; preds = %33, %13
  %35 = icmp ne ptr %16, null, !nosanitize !6
  %36 = ptrtoint ptr %16 to i64, !nosanitize !6
  %37 = and i64 %36, 7, !nosanitize !6
  %38 = icmp eq i64 %37, 0, !nosanitize !6
  %39 = and i1 %35, %38, !nosanitize !6
  br i1 %39, label %41, label %40, !prof !7, !nosanitize !6

40:                                               ; preds = %34
  call void @__ubsan_handle_type_mismatch_v1(ptr @14, i64 %36) #4, !nosanitize !6
  br label %41, !nosanitize !6

41:                                               ; preds = %40, %34
  %42 = load double, ptr %16, align 8
  %43 = load double, ptr %7, align 8
  %44 = fadd double %43, %42
  store double %44, ptr %7, align 8
  %45 = load double, ptr %7, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load i64, ptr %8, align 8
  %48 = getelementptr inbounds double, ptr %46, i64 %47
  %49 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %47), !nosanitize !6
  %50 = extractvalue { i64, i1 } %49, 1, !nosanitize !6
  %51 = or i1 %50, false, !nosanitize !6
  %52 = extractvalue { i64, i1 } %49, 0, !nosanitize !6
  %53 = ptrtoint ptr %46 to i64, !nosanitize !6
  %54 = add i64 %53, %52, !nosanitize !6
  %55 = icmp ne ptr %46, null, !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @15, i64 %53, i64 %54) #4, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %65, %41
  %67 = icmp ne ptr %48, null, !nosanitize !6
  %68 = ptrtoint ptr %48 to i64, !nosanitize !6
  %69 = and i64 %68, 7, !nosanitize !6
  %70 = icmp eq i64 %69, 0, !nosanitize !6
  %71 = and i1 %67, %70, !nosanitize !6
  br i1 %71, label %73, label %72, !prof !7, !nosanitize !6

72:                                               ; preds = %66
  call void @__ubsan_handle_type_mismatch_v1(ptr @16, i64 %68) #4, !nosanitize !6
  br label %73, !nosanitize !6

73:                                               ; preds = %72, %66
  store double %45, ptr %48, align 8
  br label %74

74:                                               ; preds = %73
  %75 = load i64, ptr %8, align 8
  %76 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %75, i64 1), !nosanitize !6
  %77 = extractvalue { i64, i1 } %76, 0, !nosanitize !6
  %78 = extractvalue { i64, i1 } %76, 1, !nosanitize !6
  %79 = xor i1 %78, true, !nosanitize !6
  br i1 %79, label %81, label %80, !prof !7, !nosanitize !6

80:                                               ; preds = %74
  call void @__ubsan_handle_add_overflow(ptr @18, i64 %75, i64 1) #4, !nosanitize !6
  br label %81, !nosanitize !6

81:                                               ; preds = %80, %74
  store i64 %77, ptr %8, align 8
  br label %9, !llvm.loop !11

82:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define ptr @moving_average(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %7, align 4
  %14 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %12, i32 %13), !nosanitize !6
  %15 = extractvalue { i32, i1 } %14, 0, !nosanitize !6
  %16 = extractvalue { i32, i1 } %14, 1, !nosanitize !6
  %17 = xor i1 %16, true, !nosanitize !6
  br i1 %17, label %21, label %18, !prof !7, !nosanitize !6

18:                                               ; preds = %3
  %19 = zext i32 %12 to i64, !nosanitize !6
  %20 = zext i32 %13 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @19, i64 %19, i64 %20) #4, !nosanitize !6
  br label %21, !nosanitize !6

21:                                               ; preds = %18, %3
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !nosanitize !6
  %23 = extractvalue { i32, i1 } %22, 0, !nosanitize !6
  %24 = extractvalue { i32, i1 } %22, 1, !nosanitize !6
  %25 = xor i1 %24, true, !nosanitize !6
  br i1 %25, label %28, label %26, !prof !7, !nosanitize !6

26:                                               ; preds = %21
  %27 = zext i32 %15 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @20, i64 %27, i64 1) #4, !nosanitize !6
  br label %28, !nosanitize !6

28:                                               ; preds = %26, %21
  %29 = sext i32 %23 to i64
  %30 = mul i64 8, %29
  %31 = call noalias ptr @malloc(i64 noundef %30) #5
  store ptr %31, ptr %8, align 8
  %32 = load ptr, ptr %8, align 8
  %33 = icmp ne ptr %32, null
  br i1 %33, label %35, label %34

34:                                               ; preds = %28
  store ptr null, ptr %4, align 8
  br label %234

35:                                               ; preds = %28
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %36

36:                                               ; preds = %81, %35
  %37 = load i32, ptr %10, align 4
  %38 = load i32, ptr %7, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %82

40:                                               ; preds = %36
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %43), !nosanitize !6
  %46 = extractvalue { i64, i1 } %45, 1, !nosanitize !6
  %47 = or i1 %46, false, !nosanitize !6
  %48 = extractvalue { i64, i1 } %45, 0, !nosanitize !6
  %49 = ptrtoint ptr %41 to i64, !nosanitize !6
  %50 = add i64 %49, %48, !nosanitize !6
  %51 = icmp ne ptr %41, null, !nosanitize !6
  %52 = icmp ne i64 %50, 0, !nosanitize !6
  %53 = icmp eq i1 %51, %52, !nosanitize !6
  %54 = xor i1 %47, true, !nosanitize !6
  %55 = icmp uge i64 %50, %49, !nosanitize !6
  %56 = icmp sge i64 %48, 0, !nosanitize !6
  %57 = icmp ult i64 %50, %49, !nosanitize !6
  %58 = select i1 %56, i1 %55, i1 %57, !nosanitize !6
  %59 = and i1 %58, %54, !nosanitize !6
  %60 = and i1 %53, %59, !nosanitize !6
  br i1 %60, label %62, label %61, !prof !7, !nosanitize !6

61:                                               ; preds = %40
  call void @__ubsan_handle_pointer_overflow(ptr @21, i64 %49, i64 %50) #4, !nosanitize !6
  br label %62, !nosanitize !6

62:                                               ; preds = %61, %40
  %63 = icmp ne ptr %44, null, !nosanitize !6
  %64 = ptrtoint ptr %44 to i64, !nosanitize !6
  %65 = and i64 %64, 7, !nosanitize !6
  %66 = icmp eq i64 %65, 0, !nosanitize !6
  %67 = and i1 %63, %66, !nosanitize !6
  br i1 %67, label %69, label %68, !prof !7, !nosanitize !6

68:                                               ; preds = %62
  call void @__ubsan_handle_type_mismatch_v1(ptr @22, i64 %64) #4, !nosanitize !6
  br label %69, !nosanitize !6

69:                                               ; preds = %68, %62
  %70 = load double, ptr %44, align 8
  %71 = load double, ptr %9, align 8
  %72 = fadd double %71, %70
  store double %72, ptr %9, align 8
  br label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %10, align 4
  %75 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %74, i32 1), !nosanitize !6
  %76 = extractvalue { i32, i1 } %75, 0, !nosanitize !6
  %77 = extractvalue { i32, i1 } %75, 1, !nosanitize !6
  %78 = xor i1 %77, true, !nosanitize !6
  br i1 %78, label %81, label %79, !prof !7, !nosanitize !6

79:                                               ; preds = %73
  %80 = zext i32 %74 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @23, i64 %80, i64 1) #4, !nosanitize !6
  br label %81, !nosanitize !6

81:                                               ; preds = %79, %73
  store i32 %76, ptr %10, align 4
  br label %36, !llvm.loop !12

82:                                               ; preds = %36
  %83 = load double, ptr %9, align 8
  %84 = load i32, ptr %7, align 4
  %85 = sitofp i32 %84 to double
  %86 = fdiv double %83, %85
  %87 = load ptr, ptr %8, align 8
  %88 = getelementptr inbounds double, ptr %87, i64 0
  %89 = icmp ne ptr %88, null, !nosanitize !6
  %90 = ptrtoint ptr %88 to i64, !nosanitize !6
  %91 = and i64 %90, 7, !nosanitize !6
  %92 = icmp eq i64 %91, 0, !nosanitize !6
  %93 = and i1 %89, %92, !nosanitize !6
  br i1 %93, label %95, label %94, !prof !7, !nosanitize !6

94:                                               ; preds = %82
  call void @__ubsan_handle_type_mismatch_v1(ptr @24, i64 %90) #4, !nosanitize !6
  br label %95, !nosanitize !6

95:                                               ; preds = %94, %82
  store double %86, ptr %88, align 8
  %96 = load i32, ptr %7, align 4
  store i32 %96, ptr %11, align 4
  br label %97

97:                                               ; preds = %231, %95
  %98 = load i32, ptr %11, align 4
  %99 = load i32, ptr %6, align 4
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %101, label %232

101:                                              ; preds = %97
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds double, ptr %102, i64 %104
  %106 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %104), !nosanitize !6
  %107 = extractvalue { i64, i1 } %106, 1, !nosanitize !6
  %108 = or i1 %107, false, !nosanitize !6
  %109 = extractvalue { i64, i1 } %106, 0, !nosanitize !6
  %110 = ptrtoint ptr %102 to i64, !nosanitize !6
  %111 = add i64 %110, %109, !nosanitize !6
  %112 = icmp ne ptr %102, null, !nosanitize !6
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

122:                                              ; preds = %101
  call void @__ubsan_handle_pointer_overflow(ptr @25, i64 %110, i64 %111) #4, !nosanitize !6
  br label %123, !nosanitize !6

123:                                              ; preds = %122, %101
  %124 = icmp ne ptr %105, null, !nosanitize !6
  %125 = ptrtoint ptr %105 to i64, !nosanitize !6
  %126 = and i64 %125, 7, !nosanitize !6
  %127 = icmp eq i64 %126, 0, !nosanitize !6
  %128 = and i1 %124, %127, !nosanitize !6
  br i1 %128, label %130, label %129, !prof !7, !nosanitize !6

129:                                              ; preds = %123
  call void @__ubsan_handle_type_mismatch_v1(ptr @26, i64 %125) #4, !nosanitize !6
  br label %130, !nosanitize !6

130:                                              ; preds = %129, %123
  %131 = load double, ptr %105, align 8
  %132 = load ptr, ptr %5, align 8
  %133 = load i32, ptr %11, align 4
  %134 = load i32, ptr %7, align 4
  %135 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %133, i32 %134), !nosanitize !6
  %136 = extractvalue { i32, i1 } %135, 0, !nosanitize !6
  %137 = extractvalue { i32, i1 } %135, 1, !nosanitize !6
  %138 = xor i1 %137, true, !nosanitize !6
  br i1 %138, label %142, label %139, !prof !7, !nosanitize !6

139:                                              ; preds = %130
  %140 = zext i32 %133 to i64, !nosanitize !6
  %141 = zext i32 %134 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @27, i64 %140, i64 %141) #4, !nosanitize !6
  br label %142, !nosanitize !6

142:                                              ; preds = %139, %130
  %143 = sext i32 %136 to i64
  %144 = getelementptr inbounds double, ptr %132, i64 %143
  %145 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %143), !nosanitize !6
  %146 = extractvalue { i64, i1 } %145, 1, !nosanitize !6
  %147 = or i1 %146, false, !nosanitize !6
  %148 = extractvalue { i64, i1 } %145, 0, !nosanitize !6
  %149 = ptrtoint ptr %132 to i64, !nosanitize !6
  %150 = add i64 %149, %148, !nosanitize !6
  %151 = icmp ne ptr %132, null, !nosanitize !6
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

161:                                              ; preds = %142
  call void @__ubsan_handle_pointer_overflow(ptr @28, i64 %149, i64 %150) #4, !nosanitize !6
  br label %162, !nosanitize !6

162:                                              ; preds = %161, %142
  %163 = icmp ne ptr %144, null, !nosanitize !6
  %164 = ptrtoint ptr %144 to i64, !nosanitize !6
  %165 = and i64 %164, 7, !nosanitize !6
  %166 = icmp eq i64 %165, 0, !nosanitize !6
  %167 = and i1 %163, %166, !nosanitize !6
  br i1 %167, label %169, label %168, !prof !7, !nosanitize !6

168:                                              ; preds = %162
  call void @__ubsan_handle_type_mismatch_v1(ptr @29, i64 %164) #4, !nosanitize !6
  br label %169, !nosanitize !6

169:                                              ; preds = %168, %162
  %170 = load double, ptr %144, align 8
  %171 = fsub double %131, %170
  %172 = load double, ptr %9, align 8
  %173 = fadd double %172, %171
  store double %173, ptr %9, align 8
  %174 = load double, ptr %9, align 8
  %175 = load i32, ptr %7, align 4
  %176 = sitofp i32 %175 to double
  %177 = fdiv double %174, %176
  %178 = load ptr, ptr %8, align 8
  %179 = load i32, ptr %11, align 4
  %180 = load i32, ptr %7, align 4
  %181 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %179, i32 %180), !nosanitize !6
  %182 = extractvalue { i32, i1 } %181, 0, !nosanitize !6
  %183 = extractvalue { i32, i1 } %181, 1, !nosanitize !6
  %184 = xor i1 %183, true, !nosanitize !6
  br i1 %184, label %188, label %185, !prof !7, !nosanitize !6

185:                                              ; preds = %169
  %186 = zext i32 %179 to i64, !nosanitize !6
  %187 = zext i32 %180 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @30, i64 %186, i64 %187) #4, !nosanitize !6
  br label %188, !nosanitize !6

188:                                              ; preds = %185, %169
  %189 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %182, i32 1), !nosanitize !6
  %190 = extractvalue { i32, i1 } %189, 0, !nosanitize !6
  %191 = extractvalue { i32, i1 } %189, 1, !nosanitize !6
  %192 = xor i1 %191, true, !nosanitize !6
  br i1 %192, label %195, label %193, !prof !7, !nosanitize !6

193:                                              ; preds = %188
  %194 = zext i32 %182 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @31, i64 %194, i64 1) #4, !nosanitize !6
  br label %195, !nosanitize !6

195:                                              ; preds = %193, %188
  %196 = sext i32 %190 to i64
  %197 = getelementptr inbounds double, ptr %178, i64 %196
  %198 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %196), !nosanitize !6
  %199 = extractvalue { i64, i1 } %198, 1, !nosanitize !6
  %200 = or i1 %199, false, !nosanitize !6
  %201 = extractvalue { i64, i1 } %198, 0, !nosanitize !6
  %202 = ptrtoint ptr %178 to i64, !nosanitize !6
  %203 = add i64 %202, %201, !nosanitize !6
  %204 = icmp ne ptr %178, null, !nosanitize !6
  %205 = icmp ne i64 %203, 0, !nosanitize !6
  %206 = icmp eq i1 %204, %205, !nosanitize !6
  %207 = xor i1 %200, true, !nosanitize !6
  %208 = icmp uge i64 %203, %202, !nosanitize !6
  %209 = icmp sge i64 %201, 0, !nosanitize !6
  %210 = icmp ult i64 %203, %202, !nosanitize !6
  %211 = select i1 %209, i1 %208, i1 %210, !nosanitize !6
  %212 = and i1 %211, %207, !nosanitize !6
  %213 = and i1 %206, %212, !nosanitize !6
  br i1 %213, label %215, label %214, !prof !7, !nosanitize !6

214:                                              ; preds = %195
  call void @__ubsan_handle_pointer_overflow(ptr @32, i64 %202, i64 %203) #4, !nosanitize !6
  br label %215, !nosanitize !6

215:                                              ; preds = %214, %195
  %216 = icmp ne ptr %197, null, !nosanitize !6
  %217 = ptrtoint ptr %197 to i64, !nosanitize !6
  %218 = and i64 %217, 7, !nosanitize !6
  %219 = icmp eq i64 %218, 0, !nosanitize !6
  %220 = and i1 %216, %219, !nosanitize !6
  br i1 %220, label %222, label %221, !prof !7, !nosanitize !6

221:                                              ; preds = %215
  call void @__ubsan_handle_type_mismatch_v1(ptr @33, i64 %217) #4, !nosanitize !6
  br label %222, !nosanitize !6

222:                                              ; preds = %221, %215
  store double %177, ptr %197, align 8
  br label %223

223:                                              ; preds = %222
  %224 = load i32, ptr %11, align 4
  %225 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %224, i32 1), !nosanitize !6
  %226 = extractvalue { i32, i1 } %225, 0, !nosanitize !6
  %227 = extractvalue { i32, i1 } %225, 1, !nosanitize !6
  %228 = xor i1 %227, true, !nosanitize !6
  br i1 %228, label %231, label %229, !prof !7, !nosanitize !6

229:                                              ; preds = %223
  %230 = zext i32 %224 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @34, i64 %230, i64 1) #4, !nosanitize !6
  br label %231, !nosanitize !6

231:                                              ; preds = %229, %223
  store i32 %226, ptr %11, align 4
  br label %97, !llvm.loop !13

232:                                              ; preds = %97
  %233 = load ptr, ptr %8, align 8
  store ptr %233, ptr %4, align 8
  br label %234

234:                                              ; preds = %232, %34
  %235 = load ptr, ptr %4, align 8
  ret ptr %235
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nomerge nounwind }
attributes #5 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !9}
