; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [9 x i8] c"matmul.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 22 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 26 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 18 } }
@4 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 18 }, ptr @4, i8 3, i8 0 }
@6 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 33 } }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 33 }, ptr @4, i8 3, i8 0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 33 }, ptr @0 }
@9 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 9 } }
@10 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 9 }, ptr @10, i8 3, i8 1 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 3, i32 29 }, ptr @0 }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 27 }, ptr @0 }
@14 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 9 } }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 9 }, ptr @10, i8 3, i8 1 }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 33 }, ptr @0 }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 28 }, ptr @0 }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 32 }, ptr @0 }
@19 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 24 } }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 24 }, ptr @4, i8 3, i8 0 }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 41 }, ptr @0 }
@22 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 45 }, ptr @0 }
@23 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 37 } }
@24 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 37 }, ptr @4, i8 3, i8 0 }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 21 }, ptr @0 }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 25 }, ptr @0 }
@27 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 } }
@28 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 }, ptr @10, i8 3, i8 1 }
@29 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 17, i32 37 }, ptr @0 }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 33 }, ptr @0 }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 29 }, ptr @0 }
@32 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 33 }, ptr @0 }
@33 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 37 }, ptr @0 }
@34 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 29 } }
@35 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 29 }, ptr @4, i8 3, i8 0 }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 18 }, ptr @0 }
@37 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 22 }, ptr @0 }
@38 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 13 } }
@39 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 13 }, ptr @10, i8 3, i8 1 }
@40 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 33 }, ptr @0 }
@41 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 29 }, ptr @0 }
@42 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 29, i32 20 }, ptr @0 }
@43 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 20 } }
@44 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 20 }, ptr @4, i8 3, i8 0 }
@45 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 24 }, ptr @0 }
@46 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 22 }, ptr @0 }
@47 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 26 }, ptr @0 }
@48 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 18 } }
@49 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 18 }, ptr @4, i8 3, i8 0 }
@50 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 33 } }
@51 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 33 }, ptr @10, i8 3, i8 0 }
@52 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 37 }, ptr @0 }
@53 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 24 }, ptr @0 }
@54 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 28 }, ptr @0 }
@55 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 20 } }
@56 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 20 }, ptr @4, i8 3, i8 0 }
@57 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 9 } }
@58 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 9 }, ptr @10, i8 3, i8 1 }
@59 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 29, i32 34 }, ptr @0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @matvec(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %152, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %153

18:                                               ; preds = %14
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %19

19:                                               ; preds = %112, %18
  %20 = load i32, ptr %13, align 4
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %113

23:                                               ; preds = %19
  %24 = load ptr, ptr %8, align 8
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %7, align 4
  %27 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %25, i32 %26), !nosanitize !6
  %28 = extractvalue { i32, i1 } %27, 0, !nosanitize !6
  %29 = extractvalue { i32, i1 } %27, 1, !nosanitize !6
  %30 = xor i1 %29, true, !nosanitize !6
  br i1 %30, label %34, label %31, !prof !7, !nosanitize !6

31:                                               ; preds = %23
  %32 = zext i32 %25 to i64, !nosanitize !6
  %33 = zext i32 %26 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 %32, i64 %33) #3, !nosanitize !6
  br label %34, !nosanitize !6

34:                                               ; preds = %31, %23
  %35 = load i32, ptr %13, align 4
  %36 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %28, i32 %35), !nosanitize !6
  %37 = extractvalue { i32, i1 } %36, 0, !nosanitize !6
  %38 = extractvalue { i32, i1 } %36, 1, !nosanitize !6
  %39 = xor i1 %38, true, !nosanitize !6
  br i1 %39, label %43, label %40, !prof !7, !nosanitize !6

40:                                               ; preds = %34
  %41 = zext i32 %28 to i64, !nosanitize !6
  %42 = zext i32 %35 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %41, i64 %42) #3, !nosanitize !6
  br label %43, !nosanitize !6

43:                                               ; preds = %40, %34
  %44 = sext i32 %37 to i64
  %45 = getelementptr inbounds double, ptr %24, i64 %44
  %46 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %44), !nosanitize !6
  %47 = extractvalue { i64, i1 } %46, 1, !nosanitize !6
  %48 = or i1 %47, false, !nosanitize !6
  %49 = extractvalue { i64, i1 } %46, 0, !nosanitize !6
  %50 = ptrtoint ptr %24 to i64, !nosanitize !6
  %51 = add i64 %50, %49, !nosanitize !6
  %52 = icmp ne ptr %24, null, !nosanitize !6
  %53 = icmp ne i64 %51, 0, !nosanitize !6
  %54 = icmp eq i1 %52, %53, !nosanitize !6
  %55 = xor i1 %48, true, !nosanitize !6
  %56 = icmp uge i64 %51, %50, !nosanitize !6
  %57 = icmp sge i64 %49, 0, !nosanitize !6
  %58 = icmp ult i64 %51, %50, !nosanitize !6
  %59 = select i1 %57, i1 %56, i1 %58, !nosanitize !6
  %60 = and i1 %59, %55, !nosanitize !6
  %61 = and i1 %54, %60, !nosanitize !6
  br i1 %61, label %63, label %62, !prof !7, !nosanitize !6

62:                                               ; preds = %43
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %50, i64 %51) #3, !nosanitize !6
  br label %63, !nosanitize !6

63:                                               ; preds = %62, %43
  %64 = icmp ne ptr %45, null, !nosanitize !6
  %65 = ptrtoint ptr %45 to i64, !nosanitize !6
  %66 = and i64 %65, 7, !nosanitize !6
  %67 = icmp eq i64 %66, 0, !nosanitize !6
  %68 = and i1 %64, %67, !nosanitize !6
  br i1 %68, label %70, label %69, !prof !7, !nosanitize !6

69:                                               ; preds = %63
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %65) #3, !nosanitize !6
  br label %70, !nosanitize !6

70:                                               ; preds = %69, %63
  %71 = load double, ptr %45, align 8
  %72 = load ptr, ptr %9, align 8
  %73 = load i32, ptr %13, align 4
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

92:                                               ; preds = %70
  call void @__ubsan_handle_pointer_overflow(ptr @6, i64 %80, i64 %81) #3, !nosanitize !6
  br label %93, !nosanitize !6

93:                                               ; preds = %92, %70
  %94 = icmp ne ptr %75, null, !nosanitize !6
  %95 = ptrtoint ptr %75 to i64, !nosanitize !6
  %96 = and i64 %95, 7, !nosanitize !6
  %97 = icmp eq i64 %96, 0, !nosanitize !6
  %98 = and i1 %94, %97, !nosanitize !6
  br i1 %98, label %100, label %99, !prof !7, !nosanitize !6

99:                                               ; preds = %93
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %95) #3, !nosanitize !6
  br label %100, !nosanitize !6

100:                                              ; preds = %99, %93
  %101 = load double, ptr %75, align 8
  %102 = load double, ptr %12, align 8
  %103 = call double @llvm.fmuladd.f64(double %71, double %101, double %102)
  store double %103, ptr %12, align 8
  br label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %13, align 4
  %106 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %105, i32 1), !nosanitize !6
  %107 = extractvalue { i32, i1 } %106, 0, !nosanitize !6
  %108 = extractvalue { i32, i1 } %106, 1, !nosanitize !6
  %109 = xor i1 %108, true, !nosanitize !6
  br i1 %109, label %112, label %110, !prof !7, !nosanitize !6

110:                                              ; preds = %104
  %111 = zext i32 %105 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @8, i64 %111, i64 1) #3, !nosanitize !6
  br label %112, !nosanitize !6

112:                                              ; preds = %110, %104
  store i32 %107, ptr %13, align 4
  br label %19, !llvm.loop !8

113:                                              ; preds = %19
  %114 = load double, ptr %12, align 8
  %115 = load ptr, ptr %10, align 8
  %116 = load i32, ptr %11, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds double, ptr %115, i64 %117
  %119 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %117), !nosanitize !6
  %120 = extractvalue { i64, i1 } %119, 1, !nosanitize !6
  %121 = or i1 %120, false, !nosanitize !6
  %122 = extractvalue { i64, i1 } %119, 0, !nosanitize !6
  %123 = ptrtoint ptr %115 to i64, !nosanitize !6
  %124 = add i64 %123, %122, !nosanitize !6
  %125 = icmp ne ptr %115, null, !nosanitize !6
  %126 = icmp ne i64 %124, 0, !nosanitize !6
  %127 = icmp eq i1 %125, %126, !nosanitize !6
  %128 = xor i1 %121, true, !nosanitize !6
  %129 = icmp uge i64 %124, %123, !nosanitize !6
  %130 = icmp sge i64 %122, 0, !nosanitize !6
  %131 = icmp ult i64 %124, %123, !nosanitize !6
  %132 = select i1 %130, i1 %129, i1 %131, !nosanitize !6
  %133 = and i1 %132, %128, !nosanitize !6
  %134 = and i1 %127, %133, !nosanitize !6
  br i1 %134, label %136, label %135, !prof !7, !nosanitize !6

135:                                              ; preds = %113
  call void @__ubsan_handle_pointer_overflow(ptr @9, i64 %123, i64 %124) #3, !nosanitize !6
  br label %136, !nosanitize !6

136:                                              ; preds = %135, %113
  %137 = icmp ne ptr %118, null, !nosanitize !6
  %138 = ptrtoint ptr %118 to i64, !nosanitize !6
  %139 = and i64 %138, 7, !nosanitize !6
  %140 = icmp eq i64 %139, 0, !nosanitize !6
  %141 = and i1 %137, %140, !nosanitize !6
  br i1 %141, label %143, label %142, !prof !7, !nosanitize !6

142:                                              ; preds = %136
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %138) #3, !nosanitize !6
  br label %143, !nosanitize !6

143:                                              ; preds = %142, %136
  store double %114, ptr %118, align 8
  br label %144

144:                                              ; preds = %143
  %145 = load i32, ptr %11, align 4
  %146 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %145, i32 1), !nosanitize !6
  %147 = extractvalue { i32, i1 } %146, 0, !nosanitize !6
  %148 = extractvalue { i32, i1 } %146, 1, !nosanitize !6
  %149 = xor i1 %148, true, !nosanitize !6
  br i1 %149, label %152, label %150, !prof !7, !nosanitize !6

150:                                              ; preds = %144
  %151 = zext i32 %145 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @12, i64 %151, i64 1) #3, !nosanitize !6
  br label %152, !nosanitize !6

152:                                              ; preds = %150, %144
  store i32 %147, ptr %11, align 4
  br label %14, !llvm.loop !10

153:                                              ; preds = %14
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

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

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @matmul(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %65, %4
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %5, align 4
  %18 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %16, i32 %17), !nosanitize !6
  %19 = extractvalue { i32, i1 } %18, 0, !nosanitize !6
  %20 = extractvalue { i32, i1 } %18, 1, !nosanitize !6
  %21 = xor i1 %20, true, !nosanitize !6
  br i1 %21, label %25, label %22, !prof !7, !nosanitize !6

22:                                               ; preds = %14
  %23 = zext i32 %16 to i64, !nosanitize !6
  %24 = zext i32 %17 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @13, i64 %23, i64 %24) #3, !nosanitize !6
  br label %25, !nosanitize !6

25:                                               ; preds = %22, %14
  %26 = icmp slt i32 %15, %19
  br i1 %26, label %27, label %66

27:                                               ; preds = %25
  %28 = load ptr, ptr %8, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %30), !nosanitize !6
  %33 = extractvalue { i64, i1 } %32, 1, !nosanitize !6
  %34 = or i1 %33, false, !nosanitize !6
  %35 = extractvalue { i64, i1 } %32, 0, !nosanitize !6
  %36 = ptrtoint ptr %28 to i64, !nosanitize !6
  %37 = add i64 %36, %35, !nosanitize !6
  %38 = icmp ne ptr %28, null, !nosanitize !6
  %39 = icmp ne i64 %37, 0, !nosanitize !6
  %40 = icmp eq i1 %38, %39, !nosanitize !6
  %41 = xor i1 %34, true, !nosanitize !6
  %42 = icmp uge i64 %37, %36, !nosanitize !6
  %43 = icmp sge i64 %35, 0, !nosanitize !6
  %44 = icmp ult i64 %37, %36, !nosanitize !6
  %45 = select i1 %43, i1 %42, i1 %44, !nosanitize !6
  %46 = and i1 %45, %41, !nosanitize !6
  %47 = and i1 %40, %46, !nosanitize !6
  br i1 %47, label %49, label %48, !prof !7, !nosanitize !6

48:                                               ; preds = %27
  call void @__ubsan_handle_pointer_overflow(ptr @14, i64 %36, i64 %37) #3, !nosanitize !6
  br label %49, !nosanitize !6

49:                                               ; preds = %48, %27
  %50 = icmp ne ptr %31, null, !nosanitize !6
  %51 = ptrtoint ptr %31 to i64, !nosanitize !6
  %52 = and i64 %51, 7, !nosanitize !6
  %53 = icmp eq i64 %52, 0, !nosanitize !6
  %54 = and i1 %50, %53, !nosanitize !6
  br i1 %54, label %56, label %55, !prof !7, !nosanitize !6

55:                                               ; preds = %49
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %51) #3, !nosanitize !6
  br label %56, !nosanitize !6

56:                                               ; preds = %55, %49
  store double 0.000000e+00, ptr %31, align 8
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %9, align 4
  %59 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %58, i32 1), !nosanitize !6
  %60 = extractvalue { i32, i1 } %59, 0, !nosanitize !6
  %61 = extractvalue { i32, i1 } %59, 1, !nosanitize !6
  %62 = xor i1 %61, true, !nosanitize !6
  br i1 %62, label %65, label %63, !prof !7, !nosanitize !6

63:                                               ; preds = %57
  %64 = zext i32 %58 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @16, i64 %64, i64 1) #3, !nosanitize !6
  br label %65, !nosanitize !6

65:                                               ; preds = %63, %57
  store i32 %60, ptr %9, align 4
  br label %14, !llvm.loop !11

66:                                               ; preds = %25
  store i32 0, ptr %10, align 4
  br label %67

67:                                               ; preds = %256, %66
  %68 = load i32, ptr %10, align 4
  %69 = load i32, ptr %5, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %257

71:                                               ; preds = %67
  store i32 0, ptr %11, align 4
  br label %72

72:                                               ; preds = %246, %71
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %5, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %247

76:                                               ; preds = %72
  %77 = load ptr, ptr %6, align 8
  %78 = load i32, ptr %10, align 4
  %79 = load i32, ptr %5, align 4
  %80 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %78, i32 %79), !nosanitize !6
  %81 = extractvalue { i32, i1 } %80, 0, !nosanitize !6
  %82 = extractvalue { i32, i1 } %80, 1, !nosanitize !6
  %83 = xor i1 %82, true, !nosanitize !6
  br i1 %83, label %87, label %84, !prof !7, !nosanitize !6

84:                                               ; preds = %76
  %85 = zext i32 %78 to i64, !nosanitize !6
  %86 = zext i32 %79 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @17, i64 %85, i64 %86) #3, !nosanitize !6
  br label %87, !nosanitize !6

87:                                               ; preds = %84, %76
  %88 = load i32, ptr %11, align 4
  %89 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %81, i32 %88), !nosanitize !6
  %90 = extractvalue { i32, i1 } %89, 0, !nosanitize !6
  %91 = extractvalue { i32, i1 } %89, 1, !nosanitize !6
  %92 = xor i1 %91, true, !nosanitize !6
  br i1 %92, label %96, label %93, !prof !7, !nosanitize !6

93:                                               ; preds = %87
  %94 = zext i32 %81 to i64, !nosanitize !6
  %95 = zext i32 %88 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @18, i64 %94, i64 %95) #3, !nosanitize !6
  br label %96, !nosanitize !6

96:                                               ; preds = %93, %87
  %97 = sext i32 %90 to i64
  %98 = getelementptr inbounds double, ptr %77, i64 %97
  %99 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %97), !nosanitize !6
  %100 = extractvalue { i64, i1 } %99, 1, !nosanitize !6
  %101 = or i1 %100, false, !nosanitize !6
  %102 = extractvalue { i64, i1 } %99, 0, !nosanitize !6
  %103 = ptrtoint ptr %77 to i64, !nosanitize !6
  %104 = add i64 %103, %102, !nosanitize !6
  %105 = icmp ne ptr %77, null, !nosanitize !6
  %106 = icmp ne i64 %104, 0, !nosanitize !6
  %107 = icmp eq i1 %105, %106, !nosanitize !6
  %108 = xor i1 %101, true, !nosanitize !6
  %109 = icmp uge i64 %104, %103, !nosanitize !6
  %110 = icmp sge i64 %102, 0, !nosanitize !6
  %111 = icmp ult i64 %104, %103, !nosanitize !6
  %112 = select i1 %110, i1 %109, i1 %111, !nosanitize !6
  %113 = and i1 %112, %108, !nosanitize !6
  %114 = and i1 %107, %113, !nosanitize !6
  br i1 %114, label %116, label %115, !prof !7, !nosanitize !6

115:                                              ; preds = %96
  call void @__ubsan_handle_pointer_overflow(ptr @19, i64 %103, i64 %104) #3, !nosanitize !6
  br label %116, !nosanitize !6

116:                                              ; preds = %115, %96
  %117 = icmp ne ptr %98, null, !nosanitize !6
  %118 = ptrtoint ptr %98 to i64, !nosanitize !6
  %119 = and i64 %118, 7, !nosanitize !6
  %120 = icmp eq i64 %119, 0, !nosanitize !6
  %121 = and i1 %117, %120, !nosanitize !6
  br i1 %121, label %123, label %122, !prof !7, !nosanitize !6

122:                                              ; preds = %116
  call void @__ubsan_handle_type_mismatch_v1(ptr @20, i64 %118) #3, !nosanitize !6
  br label %123, !nosanitize !6

123:                                              ; preds = %122, %116
  %124 = load double, ptr %98, align 8
  store double %124, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %125

125:                                              ; preds = %236, %123
  %126 = load i32, ptr %13, align 4
  %127 = load i32, ptr %5, align 4
  %128 = icmp slt i32 %126, %127
  br i1 %128, label %129, label %237

129:                                              ; preds = %125
  %130 = load double, ptr %12, align 8
  %131 = load ptr, ptr %7, align 8
  %132 = load i32, ptr %11, align 4
  %133 = load i32, ptr %5, align 4
  %134 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %132, i32 %133), !nosanitize !6
  %135 = extractvalue { i32, i1 } %134, 0, !nosanitize !6
  %136 = extractvalue { i32, i1 } %134, 1, !nosanitize !6
  %137 = xor i1 %136, true, !nosanitize !6
  br i1 %137, label %141, label %138, !prof !7, !nosanitize !6

138:                                              ; preds = %129
  %139 = zext i32 %132 to i64, !nosanitize !6
  %140 = zext i32 %133 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @21, i64 %139, i64 %140) #3, !nosanitize !6
  br label %141, !nosanitize !6

141:                                              ; preds = %138, %129
  %142 = load i32, ptr %13, align 4
  %143 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %135, i32 %142), !nosanitize !6
  %144 = extractvalue { i32, i1 } %143, 0, !nosanitize !6
  %145 = extractvalue { i32, i1 } %143, 1, !nosanitize !6
  %146 = xor i1 %145, true, !nosanitize !6
  br i1 %146, label %150, label %147, !prof !7, !nosanitize !6

147:                                              ; preds = %141
  %148 = zext i32 %135 to i64, !nosanitize !6
  %149 = zext i32 %142 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @22, i64 %148, i64 %149) #3, !nosanitize !6
  br label %150, !nosanitize !6

150:                                              ; preds = %147, %141
  %151 = sext i32 %144 to i64
  %152 = getelementptr inbounds double, ptr %131, i64 %151
  %153 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %151), !nosanitize !6
  %154 = extractvalue { i64, i1 } %153, 1, !nosanitize !6
  %155 = or i1 %154, false, !nosanitize !6
  %156 = extractvalue { i64, i1 } %153, 0, !nosanitize !6
  %157 = ptrtoint ptr %131 to i64, !nosanitize !6
  %158 = add i64 %157, %156, !nosanitize !6
  %159 = icmp ne ptr %131, null, !nosanitize !6
  %160 = icmp ne i64 %158, 0, !nosanitize !6
  %161 = icmp eq i1 %159, %160, !nosanitize !6
  %162 = xor i1 %155, true, !nosanitize !6
  %163 = icmp uge i64 %158, %157, !nosanitize !6
  %164 = icmp sge i64 %156, 0, !nosanitize !6
  %165 = icmp ult i64 %158, %157, !nosanitize !6
  %166 = select i1 %164, i1 %163, i1 %165, !nosanitize !6
  %167 = and i1 %166, %162, !nosanitize !6
  %168 = and i1 %161, %167, !nosanitize !6
  br i1 %168, label %170, label %169, !prof !7, !nosanitize !6

169:                                              ; preds = %150
  call void @__ubsan_handle_pointer_overflow(ptr @23, i64 %157, i64 %158) #3, !nosanitize !6
  br label %170, !nosanitize !6

170:                                              ; preds = %169, %150
  %171 = icmp ne ptr %152, null, !nosanitize !6
  %172 = ptrtoint ptr %152 to i64, !nosanitize !6
  %173 = and i64 %172, 7, !nosanitize !6
  %174 = icmp eq i64 %173, 0, !nosanitize !6
  %175 = and i1 %171, %174, !nosanitize !6
  br i1 %175, label %177, label %176, !prof !7, !nosanitize !6

176:                                              ; preds = %170
  call void @__ubsan_handle_type_mismatch_v1(ptr @24, i64 %172) #3, !nosanitize !6
  br label %177, !nosanitize !6

177:                                              ; preds = %176, %170
  %178 = load double, ptr %152, align 8
  %179 = load ptr, ptr %8, align 8
  %180 = load i32, ptr %10, align 4
  %181 = load i32, ptr %5, align 4
  %182 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %180, i32 %181), !nosanitize !6
  %183 = extractvalue { i32, i1 } %182, 0, !nosanitize !6
  %184 = extractvalue { i32, i1 } %182, 1, !nosanitize !6
  %185 = xor i1 %184, true, !nosanitize !6
  br i1 %185, label %189, label %186, !prof !7, !nosanitize !6

186:                                              ; preds = %177
  %187 = zext i32 %180 to i64, !nosanitize !6
  %188 = zext i32 %181 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @25, i64 %187, i64 %188) #3, !nosanitize !6
  br label %189, !nosanitize !6

189:                                              ; preds = %186, %177
  %190 = load i32, ptr %13, align 4
  %191 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %183, i32 %190), !nosanitize !6
  %192 = extractvalue { i32, i1 } %191, 0, !nosanitize !6
  %193 = extractvalue { i32, i1 } %191, 1, !nosanitize !6
  %194 = xor i1 %193, true, !nosanitize !6
  br i1 %194, label %198, label %195, !prof !7, !nosanitize !6

195:                                              ; preds = %189
  %196 = zext i32 %183 to i64, !nosanitize !6
  %197 = zext i32 %190 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @26, i64 %196, i64 %197) #3, !nosanitize !6
  br label %198, !nosanitize !6

198:                                              ; preds = %195, %189
  %199 = sext i32 %192 to i64
  %200 = getelementptr inbounds double, ptr %179, i64 %199
  %201 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %199), !nosanitize !6
  %202 = extractvalue { i64, i1 } %201, 1, !nosanitize !6
  %203 = or i1 %202, false, !nosanitize !6
  %204 = extractvalue { i64, i1 } %201, 0, !nosanitize !6
  %205 = ptrtoint ptr %179 to i64, !nosanitize !6
  %206 = add i64 %205, %204, !nosanitize !6
  %207 = icmp ne ptr %179, null, !nosanitize !6
  %208 = icmp ne i64 %206, 0, !nosanitize !6
  %209 = icmp eq i1 %207, %208, !nosanitize !6
  %210 = xor i1 %203, true, !nosanitize !6
  %211 = icmp uge i64 %206, %205, !nosanitize !6
  %212 = icmp sge i64 %204, 0, !nosanitize !6
  %213 = icmp ult i64 %206, %205, !nosanitize !6
  %214 = select i1 %212, i1 %211, i1 %213, !nosanitize !6
  %215 = and i1 %214, %210, !nosanitize !6
  %216 = and i1 %209, %215, !nosanitize !6
  br i1 %216, label %218, label %217, !prof !7, !nosanitize !6

217:                                              ; preds = %198
  call void @__ubsan_handle_pointer_overflow(ptr @27, i64 %205, i64 %206) #3, !nosanitize !6
  br label %218, !nosanitize !6

218:                                              ; preds = %217, %198
  %219 = icmp ne ptr %200, null, !nosanitize !6
  %220 = ptrtoint ptr %200 to i64, !nosanitize !6
  %221 = and i64 %220, 7, !nosanitize !6
  %222 = icmp eq i64 %221, 0, !nosanitize !6
  %223 = and i1 %219, %222, !nosanitize !6
  br i1 %223, label %225, label %224, !prof !7, !nosanitize !6

224:                                              ; preds = %218
  call void @__ubsan_handle_type_mismatch_v1(ptr @28, i64 %220) #3, !nosanitize !6
  br label %225, !nosanitize !6

225:                                              ; preds = %224, %218
  %226 = load double, ptr %200, align 8
  %227 = call double @llvm.fmuladd.f64(double %130, double %178, double %226)
  store double %227, ptr %200, align 8
  br label %228

228:                                              ; preds = %225
  %229 = load i32, ptr %13, align 4
  %230 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %229, i32 1), !nosanitize !6
  %231 = extractvalue { i32, i1 } %230, 0, !nosanitize !6
  %232 = extractvalue { i32, i1 } %230, 1, !nosanitize !6
  %233 = xor i1 %232, true, !nosanitize !6
  br i1 %233, label %236, label %234, !prof !7, !nosanitize !6

234:                                              ; preds = %228
  %235 = zext i32 %229 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @29, i64 %235, i64 1) #3, !nosanitize !6
  br label %236, !nosanitize !6

236:                                              ; preds = %234, %228
  store i32 %231, ptr %13, align 4
  br label %125, !llvm.loop !12

237:                                              ; preds = %125
  br label %238

238:                                              ; preds = %237
  %239 = load i32, ptr %11, align 4
  %240 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %239, i32 1), !nosanitize !6
  %241 = extractvalue { i32, i1 } %240, 0, !nosanitize !6
  %242 = extractvalue { i32, i1 } %240, 1, !nosanitize !6
  %243 = xor i1 %242, true, !nosanitize !6
  br i1 %243, label %246, label %244, !prof !7, !nosanitize !6

244:                                              ; preds = %238
  %245 = zext i32 %239 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @30, i64 %245, i64 1) #3, !nosanitize !6
  br label %246, !nosanitize !6

246:                                              ; preds = %244, %238
  store i32 %241, ptr %11, align 4
  br label %72, !llvm.loop !13

247:                                              ; preds = %72
  br label %248

248:                                              ; preds = %247
  %249 = load i32, ptr %10, align 4
  %250 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %249, i32 1), !nosanitize !6
  %251 = extractvalue { i32, i1 } %250, 0, !nosanitize !6
  %252 = extractvalue { i32, i1 } %250, 1, !nosanitize !6
  %253 = xor i1 %252, true, !nosanitize !6
  br i1 %253, label %256, label %254, !prof !7, !nosanitize !6

254:                                              ; preds = %248
  %255 = zext i32 %249 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @31, i64 %255, i64 1) #3, !nosanitize !6
  br label %256, !nosanitize !6

256:                                              ; preds = %254, %248
  store i32 %251, ptr %10, align 4
  br label %67, !llvm.loop !14

257:                                              ; preds = %67
  ret void
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @transpose(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %134, %4
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %135

15:                                               ; preds = %11
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %124, %15
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %125

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %22, i32 %23), !nosanitize !6
  %25 = extractvalue { i32, i1 } %24, 0, !nosanitize !6
  %26 = extractvalue { i32, i1 } %24, 1, !nosanitize !6
  %27 = xor i1 %26, true, !nosanitize !6
  br i1 %27, label %31, label %28, !prof !7, !nosanitize !6

28:                                               ; preds = %20
  %29 = zext i32 %22 to i64, !nosanitize !6
  %30 = zext i32 %23 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @32, i64 %29, i64 %30) #3, !nosanitize !6
  br label %31, !nosanitize !6

31:                                               ; preds = %28, %20
  %32 = load i32, ptr %10, align 4
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 %32), !nosanitize !6
  %34 = extractvalue { i32, i1 } %33, 0, !nosanitize !6
  %35 = extractvalue { i32, i1 } %33, 1, !nosanitize !6
  %36 = xor i1 %35, true, !nosanitize !6
  br i1 %36, label %40, label %37, !prof !7, !nosanitize !6

37:                                               ; preds = %31
  %38 = zext i32 %25 to i64, !nosanitize !6
  %39 = zext i32 %32 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @33, i64 %38, i64 %39) #3, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %37, %31
  %41 = sext i32 %34 to i64
  %42 = getelementptr inbounds double, ptr %21, i64 %41
  %43 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %41), !nosanitize !6
  %44 = extractvalue { i64, i1 } %43, 1, !nosanitize !6
  %45 = or i1 %44, false, !nosanitize !6
  %46 = extractvalue { i64, i1 } %43, 0, !nosanitize !6
  %47 = ptrtoint ptr %21 to i64, !nosanitize !6
  %48 = add i64 %47, %46, !nosanitize !6
  %49 = icmp ne ptr %21, null, !nosanitize !6
  %50 = icmp ne i64 %48, 0, !nosanitize !6
  %51 = icmp eq i1 %49, %50, !nosanitize !6
  %52 = xor i1 %45, true, !nosanitize !6
  %53 = icmp uge i64 %48, %47, !nosanitize !6
  %54 = icmp sge i64 %46, 0, !nosanitize !6
  %55 = icmp ult i64 %48, %47, !nosanitize !6
  %56 = select i1 %54, i1 %53, i1 %55, !nosanitize !6
  %57 = and i1 %56, %52, !nosanitize !6
  %58 = and i1 %51, %57, !nosanitize !6
  br i1 %58, label %60, label %59, !prof !7, !nosanitize !6

59:                                               ; preds = %40
  call void @__ubsan_handle_pointer_overflow(ptr @34, i64 %47, i64 %48) #3, !nosanitize !6
  br label %60, !nosanitize !6

60:                                               ; preds = %59, %40
  %61 = icmp ne ptr %42, null, !nosanitize !6
  %62 = ptrtoint ptr %42 to i64, !nosanitize !6
  %63 = and i64 %62, 7, !nosanitize !6
  %64 = icmp eq i64 %63, 0, !nosanitize !6
  %65 = and i1 %61, %64, !nosanitize !6
  br i1 %65, label %67, label %66, !prof !7, !nosanitize !6

66:                                               ; preds = %60
  call void @__ubsan_handle_type_mismatch_v1(ptr @35, i64 %62) #3, !nosanitize !6
  br label %67, !nosanitize !6

67:                                               ; preds = %66, %60
  %68 = load double, ptr %42, align 8
  %69 = load ptr, ptr %8, align 8
  %70 = load i32, ptr %10, align 4
  %71 = load i32, ptr %5, align 4
  %72 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %70, i32 %71), !nosanitize !6
  %73 = extractvalue { i32, i1 } %72, 0, !nosanitize !6
  %74 = extractvalue { i32, i1 } %72, 1, !nosanitize !6
  %75 = xor i1 %74, true, !nosanitize !6
  br i1 %75, label %79, label %76, !prof !7, !nosanitize !6

76:                                               ; preds = %67
  %77 = zext i32 %70 to i64, !nosanitize !6
  %78 = zext i32 %71 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @36, i64 %77, i64 %78) #3, !nosanitize !6
  br label %79, !nosanitize !6

79:                                               ; preds = %76, %67
  %80 = load i32, ptr %9, align 4
  %81 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %73, i32 %80), !nosanitize !6
  %82 = extractvalue { i32, i1 } %81, 0, !nosanitize !6
  %83 = extractvalue { i32, i1 } %81, 1, !nosanitize !6
  %84 = xor i1 %83, true, !nosanitize !6
  br i1 %84, label %88, label %85, !prof !7, !nosanitize !6

85:                                               ; preds = %79
  %86 = zext i32 %73 to i64, !nosanitize !6
  %87 = zext i32 %80 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @37, i64 %86, i64 %87) #3, !nosanitize !6
  br label %88, !nosanitize !6

88:                                               ; preds = %85, %79
  %89 = sext i32 %82 to i64
  %90 = getelementptr inbounds double, ptr %69, i64 %89
  %91 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %89), !nosanitize !6
  %92 = extractvalue { i64, i1 } %91, 1, !nosanitize !6
  %93 = or i1 %92, false, !nosanitize !6
  %94 = extractvalue { i64, i1 } %91, 0, !nosanitize !6
  %95 = ptrtoint ptr %69 to i64, !nosanitize !6
  %96 = add i64 %95, %94, !nosanitize !6
  %97 = icmp ne ptr %69, null, !nosanitize !6
  %98 = icmp ne i64 %96, 0, !nosanitize !6
  %99 = icmp eq i1 %97, %98, !nosanitize !6
  %100 = xor i1 %93, true, !nosanitize !6
  %101 = icmp uge i64 %96, %95, !nosanitize !6
  %102 = icmp sge i64 %94, 0, !nosanitize !6
  %103 = icmp ult i64 %96, %95, !nosanitize !6
  %104 = select i1 %102, i1 %101, i1 %103, !nosanitize !6
  %105 = and i1 %104, %100, !nosanitize !6
  %106 = and i1 %99, %105, !nosanitize !6
  br i1 %106, label %108, label %107, !prof !7, !nosanitize !6

107:                                              ; preds = %88
  call void @__ubsan_handle_pointer_overflow(ptr @38, i64 %95, i64 %96) #3, !nosanitize !6
  br label %108, !nosanitize !6

108:                                              ; preds = %107, %88
  %109 = icmp ne ptr %90, null, !nosanitize !6
  %110 = ptrtoint ptr %90 to i64, !nosanitize !6
  %111 = and i64 %110, 7, !nosanitize !6
  %112 = icmp eq i64 %111, 0, !nosanitize !6
  %113 = and i1 %109, %112, !nosanitize !6
  br i1 %113, label %115, label %114, !prof !7, !nosanitize !6

114:                                              ; preds = %108
  call void @__ubsan_handle_type_mismatch_v1(ptr @39, i64 %110) #3, !nosanitize !6
  br label %115, !nosanitize !6

115:                                              ; preds = %114, %108
  store double %68, ptr %90, align 8
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %10, align 4
  %118 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %117, i32 1), !nosanitize !6
  %119 = extractvalue { i32, i1 } %118, 0, !nosanitize !6
  %120 = extractvalue { i32, i1 } %118, 1, !nosanitize !6
  %121 = xor i1 %120, true, !nosanitize !6
  br i1 %121, label %124, label %122, !prof !7, !nosanitize !6

122:                                              ; preds = %116
  %123 = zext i32 %117 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @40, i64 %123, i64 1) #3, !nosanitize !6
  br label %124, !nosanitize !6

124:                                              ; preds = %122, %116
  store i32 %119, ptr %10, align 4
  br label %16, !llvm.loop !15

125:                                              ; preds = %16
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %9, align 4
  %128 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %127, i32 1), !nosanitize !6
  %129 = extractvalue { i32, i1 } %128, 0, !nosanitize !6
  %130 = extractvalue { i32, i1 } %128, 1, !nosanitize !6
  %131 = xor i1 %130, true, !nosanitize !6
  br i1 %131, label %134, label %132, !prof !7, !nosanitize !6

132:                                              ; preds = %126
  %133 = zext i32 %127 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @41, i64 %133, i64 1) #3, !nosanitize !6
  br label %134, !nosanitize !6

134:                                              ; preds = %132, %126
  store i32 %129, ptr %9, align 4
  br label %11, !llvm.loop !16

135:                                              ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @back_substitute(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = load i32, ptr %5, align 4
  %13 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %12, i32 1), !nosanitize !6
  %14 = extractvalue { i32, i1 } %13, 0, !nosanitize !6
  %15 = extractvalue { i32, i1 } %13, 1, !nosanitize !6
  %16 = xor i1 %15, true, !nosanitize !6
  br i1 %16, label %19, label %17, !prof !7, !nosanitize !6

17:                                               ; preds = %4
  %18 = zext i32 %12 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @42, i64 %18, i64 1) #3, !nosanitize !6
  br label %19, !nosanitize !6

19:                                               ; preds = %17, %4
  store i32 %14, ptr %9, align 4
  br label %20

20:                                               ; preds = %245, %19
  %21 = load i32, ptr %9, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %246

23:                                               ; preds = %20
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %26), !nosanitize !6
  %29 = extractvalue { i64, i1 } %28, 1, !nosanitize !6
  %30 = or i1 %29, false, !nosanitize !6
  %31 = extractvalue { i64, i1 } %28, 0, !nosanitize !6
  %32 = ptrtoint ptr %24 to i64, !nosanitize !6
  %33 = add i64 %32, %31, !nosanitize !6
  %34 = icmp ne ptr %24, null, !nosanitize !6
  %35 = icmp ne i64 %33, 0, !nosanitize !6
  %36 = icmp eq i1 %34, %35, !nosanitize !6
  %37 = xor i1 %30, true, !nosanitize !6
  %38 = icmp uge i64 %33, %32, !nosanitize !6
  %39 = icmp sge i64 %31, 0, !nosanitize !6
  %40 = icmp ult i64 %33, %32, !nosanitize !6
  %41 = select i1 %39, i1 %38, i1 %40, !nosanitize !6
  %42 = and i1 %41, %37, !nosanitize !6
  %43 = and i1 %36, %42, !nosanitize !6
  br i1 %43, label %45, label %44, !prof !7, !nosanitize !6

44:                                               ; preds = %23
  call void @__ubsan_handle_pointer_overflow(ptr @43, i64 %32, i64 %33) #3, !nosanitize !6
  br label %45, !nosanitize !6

45:                                               ; preds = %44, %23
  %46 = icmp ne ptr %27, null, !nosanitize !6
  %47 = ptrtoint ptr %27 to i64, !nosanitize !6
  %48 = and i64 %47, 7, !nosanitize !6
  %49 = icmp eq i64 %48, 0, !nosanitize !6
  %50 = and i1 %46, %49, !nosanitize !6
  br i1 %50, label %52, label %51, !prof !7, !nosanitize !6

51:                                               ; preds = %45
  call void @__ubsan_handle_type_mismatch_v1(ptr @44, i64 %47) #3, !nosanitize !6
  br label %52, !nosanitize !6

52:                                               ; preds = %51, %45
  %53 = load double, ptr %27, align 8
  store double %53, ptr %10, align 8
  %54 = load i32, ptr %9, align 4
  %55 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %54, i32 1), !nosanitize !6
  %56 = extractvalue { i32, i1 } %55, 0, !nosanitize !6
  %57 = extractvalue { i32, i1 } %55, 1, !nosanitize !6
  %58 = xor i1 %57, true, !nosanitize !6
  br i1 %58, label %61, label %59, !prof !7, !nosanitize !6

59:                                               ; preds = %52
  %60 = zext i32 %54 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @45, i64 %60, i64 1) #3, !nosanitize !6
  br label %61, !nosanitize !6

61:                                               ; preds = %59, %52
  store i32 %56, ptr %11, align 4
  br label %62

62:                                               ; preds = %156, %61
  %63 = load i32, ptr %11, align 4
  %64 = load i32, ptr %5, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %157

66:                                               ; preds = %62
  %67 = load ptr, ptr %6, align 8
  %68 = load i32, ptr %9, align 4
  %69 = load i32, ptr %5, align 4
  %70 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %68, i32 %69), !nosanitize !6
  %71 = extractvalue { i32, i1 } %70, 0, !nosanitize !6
  %72 = extractvalue { i32, i1 } %70, 1, !nosanitize !6
  %73 = xor i1 %72, true, !nosanitize !6
  br i1 %73, label %77, label %74, !prof !7, !nosanitize !6

74:                                               ; preds = %66
  %75 = zext i32 %68 to i64, !nosanitize !6
  %76 = zext i32 %69 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @46, i64 %75, i64 %76) #3, !nosanitize !6
  br label %77, !nosanitize !6

77:                                               ; preds = %74, %66
  %78 = load i32, ptr %11, align 4
  %79 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %71, i32 %78), !nosanitize !6
  %80 = extractvalue { i32, i1 } %79, 0, !nosanitize !6
  %81 = extractvalue { i32, i1 } %79, 1, !nosanitize !6
  %82 = xor i1 %81, true, !nosanitize !6
  br i1 %82, label %86, label %83, !prof !7, !nosanitize !6

83:                                               ; preds = %77
  %84 = zext i32 %71 to i64, !nosanitize !6
  %85 = zext i32 %78 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @47, i64 %84, i64 %85) #3, !nosanitize !6
  br label %86, !nosanitize !6

86:                                               ; preds = %83, %77
  %87 = sext i32 %80 to i64
  %88 = getelementptr inbounds double, ptr %67, i64 %87
  %89 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %87), !nosanitize !6
  %90 = extractvalue { i64, i1 } %89, 1, !nosanitize !6
  %91 = or i1 %90, false, !nosanitize !6
  %92 = extractvalue { i64, i1 } %89, 0, !nosanitize !6
  %93 = ptrtoint ptr %67 to i64, !nosanitize !6
  %94 = add i64 %93, %92, !nosanitize !6
  %95 = icmp ne ptr %67, null, !nosanitize !6
  %96 = icmp ne i64 %94, 0, !nosanitize !6
  %97 = icmp eq i1 %95, %96, !nosanitize !6
  %98 = xor i1 %91, true, !nosanitize !6
  %99 = icmp uge i64 %94, %93, !nosanitize !6
  %100 = icmp sge i64 %92, 0, !nosanitize !6
  %101 = icmp ult i64 %94, %93, !nosanitize !6
  %102 = select i1 %100, i1 %99, i1 %101, !nosanitize !6
  %103 = and i1 %102, %98, !nosanitize !6
  %104 = and i1 %97, %103, !nosanitize !6
  br i1 %104, label %106, label %105, !prof !7, !nosanitize !6

105:                                              ; preds = %86
  call void @__ubsan_handle_pointer_overflow(ptr @48, i64 %93, i64 %94) #3, !nosanitize !6
  br label %106, !nosanitize !6

106:                                              ; preds = %105, %86
  %107 = icmp ne ptr %88, null, !nosanitize !6
  %108 = ptrtoint ptr %88 to i64, !nosanitize !6
  %109 = and i64 %108, 7, !nosanitize !6
  %110 = icmp eq i64 %109, 0, !nosanitize !6
  %111 = and i1 %107, %110, !nosanitize !6
  br i1 %111, label %113, label %112, !prof !7, !nosanitize !6

112:                                              ; preds = %106
  call void @__ubsan_handle_type_mismatch_v1(ptr @49, i64 %108) #3, !nosanitize !6
  br label %113, !nosanitize !6

113:                                              ; preds = %112, %106
  %114 = load double, ptr %88, align 8
  %115 = load ptr, ptr %8, align 8
  %116 = load i32, ptr %11, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds double, ptr %115, i64 %117
  %119 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %117), !nosanitize !6
  %120 = extractvalue { i64, i1 } %119, 1, !nosanitize !6
  %121 = or i1 %120, false, !nosanitize !6
  %122 = extractvalue { i64, i1 } %119, 0, !nosanitize !6
  %123 = ptrtoint ptr %115 to i64, !nosanitize !6
  %124 = add i64 %123, %122, !nosanitize !6
  %125 = icmp ne ptr %115, null, !nosanitize !6
  %126 = icmp ne i64 %124, 0, !nosanitize !6
  %127 = icmp eq i1 %125, %126, !nosanitize !6
  %128 = xor i1 %121, true, !nosanitize !6
  %129 = icmp uge i64 %124, %123, !nosanitize !6
  %130 = icmp sge i64 %122, 0, !nosanitize !6
  %131 = icmp ult i64 %124, %123, !nosanitize !6
  %132 = select i1 %130, i1 %129, i1 %131, !nosanitize !6
  %133 = and i1 %132, %128, !nosanitize !6
  %134 = and i1 %127, %133, !nosanitize !6
  br i1 %134, label %136, label %135, !prof !7, !nosanitize !6

135:                                              ; preds = %113
  call void @__ubsan_handle_pointer_overflow(ptr @50, i64 %123, i64 %124) #3, !nosanitize !6
  br label %136, !nosanitize !6

136:                                              ; preds = %135, %113
  %137 = icmp ne ptr %118, null, !nosanitize !6
  %138 = ptrtoint ptr %118 to i64, !nosanitize !6
  %139 = and i64 %138, 7, !nosanitize !6
  %140 = icmp eq i64 %139, 0, !nosanitize !6
  %141 = and i1 %137, %140, !nosanitize !6
  br i1 %141, label %143, label %142, !prof !7, !nosanitize !6

142:                                              ; preds = %136
  call void @__ubsan_handle_type_mismatch_v1(ptr @51, i64 %138) #3, !nosanitize !6
  br label %143, !nosanitize !6

143:                                              ; preds = %142, %136
  %144 = load double, ptr %118, align 8
  %145 = load double, ptr %10, align 8
  %146 = fneg double %114
  %147 = call double @llvm.fmuladd.f64(double %146, double %144, double %145)
  store double %147, ptr %10, align 8
  br label %148

148:                                              ; preds = %143
  %149 = load i32, ptr %11, align 4
  %150 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %149, i32 1), !nosanitize !6
  %151 = extractvalue { i32, i1 } %150, 0, !nosanitize !6
  %152 = extractvalue { i32, i1 } %150, 1, !nosanitize !6
  %153 = xor i1 %152, true, !nosanitize !6
  br i1 %153, label %156, label %154, !prof !7, !nosanitize !6

154:                                              ; preds = %148
  %155 = zext i32 %149 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @52, i64 %155, i64 1) #3, !nosanitize !6
  br label %156, !nosanitize !6

156:                                              ; preds = %154, %148
  store i32 %151, ptr %11, align 4
  br label %62, !llvm.loop !17

157:                                              ; preds = %62
  %158 = load double, ptr %10, align 8
  %159 = load ptr, ptr %6, align 8
  %160 = load i32, ptr %9, align 4
  %161 = load i32, ptr %5, align 4
  %162 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %160, i32 %161), !nosanitize !6
  %163 = extractvalue { i32, i1 } %162, 0, !nosanitize !6
  %164 = extractvalue { i32, i1 } %162, 1, !nosanitize !6
  %165 = xor i1 %164, true, !nosanitize !6
  br i1 %165, label %169, label %166, !prof !7, !nosanitize !6

166:                                              ; preds = %157
  %167 = zext i32 %160 to i64, !nosanitize !6
  %168 = zext i32 %161 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @53, i64 %167, i64 %168) #3, !nosanitize !6
  br label %169, !nosanitize !6

169:                                              ; preds = %166, %157
  %170 = load i32, ptr %9, align 4
  %171 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %163, i32 %170), !nosanitize !6
  %172 = extractvalue { i32, i1 } %171, 0, !nosanitize !6
  %173 = extractvalue { i32, i1 } %171, 1, !nosanitize !6
  %174 = xor i1 %173, true, !nosanitize !6
  br i1 %174, label %178, label %175, !prof !7, !nosanitize !6

175:                                              ; preds = %169
  %176 = zext i32 %163 to i64, !nosanitize !6
  %177 = zext i32 %170 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @54, i64 %176, i64 %177) #3, !nosanitize !6
  br label %178, !nosanitize !6

178:                                              ; preds = %175, %169
  %179 = sext i32 %172 to i64
  %180 = getelementptr inbounds double, ptr %159, i64 %179
  %181 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %179), !nosanitize !6
  %182 = extractvalue { i64, i1 } %181, 1, !nosanitize !6
  %183 = or i1 %182, false, !nosanitize !6
  %184 = extractvalue { i64, i1 } %181, 0, !nosanitize !6
  %185 = ptrtoint ptr %159 to i64, !nosanitize !6
  %186 = add i64 %185, %184, !nosanitize !6
  %187 = icmp ne ptr %159, null, !nosanitize !6
  %188 = icmp ne i64 %186, 0, !nosanitize !6
  %189 = icmp eq i1 %187, %188, !nosanitize !6
  %190 = xor i1 %183, true, !nosanitize !6
  %191 = icmp uge i64 %186, %185, !nosanitize !6
  %192 = icmp sge i64 %184, 0, !nosanitize !6
  %193 = icmp ult i64 %186, %185, !nosanitize !6
  %194 = select i1 %192, i1 %191, i1 %193, !nosanitize !6
  %195 = and i1 %194, %190, !nosanitize !6
  %196 = and i1 %189, %195, !nosanitize !6
  br i1 %196, label %198, label %197, !prof !7, !nosanitize !6

197:                                              ; preds = %178
  call void @__ubsan_handle_pointer_overflow(ptr @55, i64 %185, i64 %186) #3, !nosanitize !6
  br label %198, !nosanitize !6

198:                                              ; preds = %197, %178
  %199 = icmp ne ptr %180, null, !nosanitize !6
  %200 = ptrtoint ptr %180 to i64, !nosanitize !6
  %201 = and i64 %200, 7, !nosanitize !6
  %202 = icmp eq i64 %201, 0, !nosanitize !6
  %203 = and i1 %199, %202, !nosanitize !6
  br i1 %203, label %205, label %204, !prof !7, !nosanitize !6

204:                                              ; preds = %198
  call void @__ubsan_handle_type_mismatch_v1(ptr @56, i64 %200) #3, !nosanitize !6
  br label %205, !nosanitize !6

205:                                              ; preds = %204, %198
  %206 = load double, ptr %180, align 8
  %207 = fdiv double %158, %206
  %208 = load ptr, ptr %8, align 8
  %209 = load i32, ptr %9, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds double, ptr %208, i64 %210
  %212 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %210), !nosanitize !6
  %213 = extractvalue { i64, i1 } %212, 1, !nosanitize !6
  %214 = or i1 %213, false, !nosanitize !6
  %215 = extractvalue { i64, i1 } %212, 0, !nosanitize !6
  %216 = ptrtoint ptr %208 to i64, !nosanitize !6
  %217 = add i64 %216, %215, !nosanitize !6
  %218 = icmp ne ptr %208, null, !nosanitize !6
  %219 = icmp ne i64 %217, 0, !nosanitize !6
  %220 = icmp eq i1 %218, %219, !nosanitize !6
  %221 = xor i1 %214, true, !nosanitize !6
  %222 = icmp uge i64 %217, %216, !nosanitize !6
  %223 = icmp sge i64 %215, 0, !nosanitize !6
  %224 = icmp ult i64 %217, %216, !nosanitize !6
  %225 = select i1 %223, i1 %222, i1 %224, !nosanitize !6
  %226 = and i1 %225, %221, !nosanitize !6
  %227 = and i1 %220, %226, !nosanitize !6
  br i1 %227, label %229, label %228, !prof !7, !nosanitize !6

228:                                              ; preds = %205
  call void @__ubsan_handle_pointer_overflow(ptr @57, i64 %216, i64 %217) #3, !nosanitize !6
  br label %229, !nosanitize !6

229:                                              ; preds = %228, %205
  %230 = icmp ne ptr %211, null, !nosanitize !6
  %231 = ptrtoint ptr %211 to i64, !nosanitize !6
  %232 = and i64 %231, 7, !nosanitize !6
  %233 = icmp eq i64 %232, 0, !nosanitize !6
  %234 = and i1 %230, %233, !nosanitize !6
  br i1 %234, label %236, label %235, !prof !7, !nosanitize !6

235:                                              ; preds = %229
  call void @__ubsan_handle_type_mismatch_v1(ptr @58, i64 %231) #3, !nosanitize !6
  br label %236, !nosanitize !6

236:                                              ; preds = %235, %229
  store double %207, ptr %211, align 8
  br label %237

237:                                              ; preds = %236
  %238 = load i32, ptr %9, align 4
  %239 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %238, i32 1), !nosanitize !6
  %240 = extractvalue { i32, i1 } %239, 0, !nosanitize !6
  %241 = extractvalue { i32, i1 } %239, 1, !nosanitize !6
  %242 = xor i1 %241, true, !nosanitize !6
  br i1 %242, label %245, label %243, !prof !7, !nosanitize !6

243:                                              ; preds = %237
  %244 = zext i32 %238 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @59, i64 %244, i64 1) #3, !nosanitize !6
  br label %245, !nosanitize !6

245:                                              ; preds = %243, %237
  store i32 %240, ptr %9, align 4
  br label %20, !llvm.loop !18

246:                                              ; preds = %20
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nomerge nounwind }

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
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
