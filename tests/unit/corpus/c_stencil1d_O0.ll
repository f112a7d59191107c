; ModuleID = 'stencil1d.c'
source_filename = "stencil1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [12 x i8] c"stencil1d.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 27 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 21 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 17 } }
@4 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 17 }, ptr @4, i8 3, i8 0 }
@6 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 28 } }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 28 }, ptr @4, i8 3, i8 0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 39 }, ptr @0 }
@9 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 35 } }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 35 }, ptr @4, i8 3, i8 0 }
@11 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 9 } }
@12 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 9 }, ptr @12, i8 3, i8 1 }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 33 }, ptr @0 }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 12 }, ptr @4, i8 3, i8 0 }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 5 }, ptr @12, i8 3, i8 1 }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 20 }, ptr @0 }
@18 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 16 } }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 16 }, ptr @4, i8 3, i8 0 }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 9 }, ptr @0 }
@21 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 5 } }
@22 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 5 }, ptr @12, i8 3, i8 1 }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 31 }, ptr @0 }
@24 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 22 } }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 22 }, ptr @12, i8 3, i8 0 }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 42 }, ptr @0 }
@27 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 38 } }
@28 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 38 }, ptr @12, i8 3, i8 0 }
@29 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 55 } }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 55 }, ptr @12, i8 3, i8 0 }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 66 }, ptr @0 }
@32 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 62 } }
@33 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 62 }, ptr @12, i8 3, i8 0 }
@34 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 13 } }
@35 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 13 }, ptr @12, i8 3, i8 1 }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 37 }, ptr @0 }
@37 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 31 }, ptr @0 }
@38 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 20 } }
@39 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 20 }, ptr @12, i8 3, i8 0 }
@40 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 13 } }
@41 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 13 }, ptr @12, i8 3, i8 1 }
@42 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 37 }, ptr @0 }
@43 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 33 }, ptr @0 }
@44 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 27 }, ptr @0 }
@45 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 25 }, ptr @0 }
@46 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 21 } }
@47 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 21 }, ptr @4, i8 3, i8 0 }
@48 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 32 } }
@49 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 32 }, ptr @4, i8 3, i8 0 }
@50 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 33 }, ptr @0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @jacobi1d(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 1, ptr %7, align 4
  br label %8

8:                                                ; preds = %164, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %10, i32 1), !nosanitize !6
  %12 = extractvalue { i32, i1 } %11, 0, !nosanitize !6
  %13 = extractvalue { i32, i1 } %11, 1, !nosanitize !6
  %14 = xor i1 %13, true, !nosanitize !6
  br i1 %14, label %17, label %15, !prof !7, !nosanitize !6

15:                                               ; preds = %8
  %16 = zext i32 %10 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %16, i64 1) #3, !nosanitize !6
  br label %17, !nosanitize !6

17:                                               ; preds = %15, %8
  %18 = icmp slt i32 %9, %12
  br i1 %18, label %19, label %165

19:                                               ; preds = %17
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %7, align 4
  %22 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %21, i32 1), !nosanitize !6
  %23 = extractvalue { i32, i1 } %22, 0, !nosanitize !6
  %24 = extractvalue { i32, i1 } %22, 1, !nosanitize !6
  %25 = xor i1 %24, true, !nosanitize !6
  br i1 %25, label %28, label %26, !prof !7, !nosanitize !6

26:                                               ; preds = %19
  %27 = zext i32 %21 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %27, i64 1) #3, !nosanitize !6
  br label %28, !nosanitize !6

28:                                               ; preds = %26, %19
  %29 = sext i32 %23 to i64
  %30 = getelementptr inbounds double, ptr %20, i64 %29
  %31 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %29), !nosanitize !6
  %32 = extractvalue { i64, i1 } %31, 1, !nosanitize !6
  %33 = or i1 %32, false, !nosanitize !6
  %34 = extractvalue { i64, i1 } %31, 0, !nosanitize !6
  %35 = ptrtoint ptr %20 to i64, !nosanitize !6
  %36 = add i64 %35, %34, !nosanitize !6
  %37 = icmp ne ptr %20, null, !nosanitize !6
  %38 = icmp ne i64 %36, 0, !nosanitize !6
  %39 = icmp eq i1 %37, %38, !nosanitize !6
  %40 = xor i1 %33, true, !nosanitize !6
  %41 = icmp uge i64 %36, %35, !nosanitize !6
  %42 = icmp sge i64 %34, 0, !nosanitize !6
  %43 = icmp ult i64 %36, %35, !nosanitize !6
  %44 = select i1 %42, i1 %41, i1 %43, !nosanitize !6
  %45 = and i1 %44, %40, !nosanitize !6
  %46 = and i1 %39, %45, !nosanitize !6
  br i1 %46, label %48, label %47, !prof !7, !nosanitize !6

47:                                               ; preds = %28
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %35, i64 %36) #3, !nosanitize !6
  br label %48, !nosanitize !6

48:                                               ; preds = %47, %28
  %49 = icmp ne ptr %30, null, !nosanitize !6
  %50 = ptrtoint ptr %30 to i64, !nosanitize !6
  %51 = and i64 %50, 7, !nosanitize !6
  %52 = icmp eq i64 %51, 0, !nosanitize !6
  %53 = and i1 %49, %52, !nosanitize !6
  br i1 %53, label %55, label %54, !prof !7, !nosanitize !6

54:                                               ; preds = %48
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %50) #3, !nosanitize !6
  br label %55, !nosanitize !6

55:                                               ; preds = %54, %48
  %56 = load double, ptr %30, align 8
  %57 = load ptr, ptr %5, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  %61 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %59), !nosanitize !6
  %62 = extractvalue { i64, i1 } %61, 1, !nosanitize !6
  %63 = or i1 %62, false, !nosanitize !6
  %64 = extractvalue { i64, i1 } %61, 0, !nosanitize !6
  %65 = ptrtoint ptr %57 to i64, !nosanitize !6
  %66 = add i64 %65, %64, !nosanitize !6
  %67 = icmp ne ptr %57, null, !nosanitize !6
  %68 = icmp ne i64 %66, 0, !nosanitize !6
  %69 = icmp eq i1 %67, %68, !nosanitize !6
  %70 = xor i1 %63, true, !nosanitize !6
  %71 = icmp uge i64 %66, %65, !nosanitize !6
  %72 = icmp sge i64 %64, 0, !nosanitize !6
  %73 = icmp ult i64 %66, %65, !nosanitize !6
  %74 = select i1 %72, i1 %71, i1 %73, !nosanitize !6
  %75 = and i1 %74, %70, !nosanitize !6
  %76 = and i1 %69, %75, !nosanitize !6
  br i1 %76, label %78, label %77, !prof !7, !nosanitize !6

77:                                               ; preds = %55
  call void @__ubsan_handle_pointer_overflow(ptr @6, i64 %65, i64 %66) #3, !nosanitize !6
  br label %78, !nosanitize !6

78:                                               ; preds = %77, %55
  %79 = icmp ne ptr %60, null, !nosanitize !6
  %80 = ptrtoint ptr %60 to i64, !nosanitize !6
  %81 = and i64 %80, 7, !nosanitize !6
  %82 = icmp eq i64 %81, 0, !nosanitize !6
  %83 = and i1 %79, %82, !nosanitize !6
  br i1 %83, label %85, label %84, !prof !7, !nosanitize !6

84:                                               ; preds = %78
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %80) #3, !nosanitize !6
  br label %85, !nosanitize !6

85:                                               ; preds = %84, %78
  %86 = load double, ptr %60, align 8
  %87 = fadd double %56, %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %7, align 4
  %90 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %89, i32 1), !nosanitize !6
  %91 = extractvalue { i32, i1 } %90, 0, !nosanitize !6
  %92 = extractvalue { i32, i1 } %90, 1, !nosanitize !6
  %93 = xor i1 %92, true, !nosanitize !6
  br i1 %93, label %96, label %94, !prof !7, !nosanitize !6

94:                                               ; preds = %85
  %95 = zext i32 %89 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @8, i64 %95, i64 1) #3, !nosanitize !6
  br label %96, !nosanitize !6

96:                                               ; preds = %94, %85
  %97 = sext i32 %91 to i64
  %98 = getelementptr inbounds double, ptr %88, i64 %97
  %99 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %97), !nosanitize !6
  %100 = extractvalue { i64, i1 } %99, 1, !nosanitize !6
  %101 = or i1 %100, false, !nosanitize !6
  %102 = extractvalue { i64, i1 } %99, 0, !nosanitize !6
  %103 = ptrtoint ptr %88 to i64, !nosanitize !6
  %104 = add i64 %103, %102, !nosanitize !6
  %105 = icmp ne ptr %88, null, !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @9, i64 %103, i64 %104) #3, !nosanitize !6
  br label %116, !nosanitize !6

116:                                              ; preds = %115, %96
  %117 = icmp ne ptr %98, null, !nosanitize !6
  %118 = ptrtoint ptr %98 to i64, !nosanitize !6
  %119 = and i64 %118, 7, !nosanitize !6
  %120 = icmp eq i64 %119, 0, !nosanitize !6
  %121 = and i1 %117, %120, !nosanitize !6
  br i1 %121, label %123, label %122, !prof !7, !nosanitize !6

122:                                              ; preds = %116
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %118) #3, !nosanitize !6
  br label %123, !nosanitize !6

123:                                              ; preds = %122, %116
  %124 = load double, ptr %98, align 8
  %125 = fadd double %87, %124
  %126 = fdiv double %125, 3.000000e+00
  %127 = load ptr, ptr %6, align 8
  %128 = load i32, ptr %7, align 4
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

147:                                              ; preds = %123
  call void @__ubsan_handle_pointer_overflow(ptr @11, i64 %135, i64 %136) #3, !nosanitize !6
  br label %148, !nosanitize !6

148:                                              ; preds = %147, %123
  %149 = icmp ne ptr %130, null, !nosanitize !6
  %150 = ptrtoint ptr %130 to i64, !nosanitize !6
  %151 = and i64 %150, 7, !nosanitize !6
  %152 = icmp eq i64 %151, 0, !nosanitize !6
  %153 = and i1 %149, %152, !nosanitize !6
  br i1 %153, label %155, label %154, !prof !7, !nosanitize !6

154:                                              ; preds = %148
  call void @__ubsan_handle_type_mismatch_v1(ptr @13, i64 %150) #3, !nosanitize !6
  br label %155, !nosanitize !6

155:                                              ; preds = %154, %148
  store double %126, ptr %130, align 8
  br label %156

156:                                              ; preds = %155
  %157 = load i32, ptr %7, align 4
  %158 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %157, i32 1), !nosanitize !6
  %159 = extractvalue { i32, i1 } %158, 0, !nosanitize !6
  %160 = extractvalue { i32, i1 } %158, 1, !nosanitize !6
  %161 = xor i1 %160, true, !nosanitize !6
  br i1 %161, label %164, label %162, !prof !7, !nosanitize !6

162:                                              ; preds = %156
  %163 = zext i32 %157 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @14, i64 %163, i64 1) #3, !nosanitize !6
  br label %164, !nosanitize !6

164:                                              ; preds = %162, %156
  store i32 %159, ptr %7, align 4
  br label %8, !llvm.loop !8

165:                                              ; preds = %17
  %166 = load ptr, ptr %5, align 8
  %167 = getelementptr inbounds double, ptr %166, i64 0
  %168 = icmp ne ptr %167, null, !nosanitize !6
  %169 = ptrtoint ptr %167 to i64, !nosanitize !6
  %170 = and i64 %169, 7, !nosanitize !6
  %171 = icmp eq i64 %170, 0, !nosanitize !6
  %172 = and i1 %168, %171, !nosanitize !6
  br i1 %172, label %174, label %173, !prof !7, !nosanitize !6

173:                                              ; preds = %165
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %169) #3, !nosanitize !6
  br label %174, !nosanitize !6

174:                                              ; preds = %173, %165
  %175 = load double, ptr %167, align 8
  %176 = load ptr, ptr %6, align 8
  %177 = getelementptr inbounds double, ptr %176, i64 0
  %178 = icmp ne ptr %177, null, !nosanitize !6
  %179 = ptrtoint ptr %177 to i64, !nosanitize !6
  %180 = and i64 %179, 7, !nosanitize !6
  %181 = icmp eq i64 %180, 0, !nosanitize !6
  %182 = and i1 %178, %181, !nosanitize !6
  br i1 %182, label %184, label %183, !prof !7, !nosanitize !6

183:                                              ; preds = %174
  call void @__ubsan_handle_type_mismatch_v1(ptr @16, i64 %179) #3, !nosanitize !6
  br label %184, !nosanitize !6

184:                                              ; preds = %183, %174
  store double %175, ptr %177, align 8
  %185 = load ptr, ptr %5, align 8
  %186 = load i32, ptr %4, align 4
  %187 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %186, i32 1), !nosanitize !6
  %188 = extractvalue { i32, i1 } %187, 0, !nosanitize !6
  %189 = extractvalue { i32, i1 } %187, 1, !nosanitize !6
  %190 = xor i1 %189, true, !nosanitize !6
  br i1 %190, label %193, label %191, !prof !7, !nosanitize !6

191:                                              ; preds = %184
  %192 = zext i32 %186 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @17, i64 %192, i64 1) #3, !nosanitize !6
  br label %193, !nosanitize !6

193:                                              ; preds = %191, %184
  %194 = sext i32 %188 to i64
  %195 = getelementptr inbounds double, ptr %185, i64 %194
  %196 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %194), !nosanitize !6
  %197 = extractvalue { i64, i1 } %196, 1, !nosanitize !6
  %198 = or i1 %197, false, !nosanitize !6
  %199 = extractvalue { i64, i1 } %196, 0, !nosanitize !6
  %200 = ptrtoint ptr %185 to i64, !nosanitize !6
  %201 = add i64 %200, %199, !nosanitize !6
  %202 = icmp ne ptr %185, null, !nosanitize !6
  %203 = icmp ne i64 %201, 0, !nosanitize !6
  %204 = icmp eq i1 %202, %203, !nosanitize !6
  %205 = xor i1 %198, true, !nosanitize !6
  %206 = icmp uge i64 %201, %200, !nosanitize !6
  %207 = icmp sge i64 %199, 0, !nosanitize !6
  %208 = icmp ult i64 %201, %200, !nosanitize !6
  %209 = select i1 %207, i1 %206, i1 %208, !nosanitize !6
  %210 = and i1 %209, %205, !nosanitize !6
  %211 = and i1 %204, %210, !nosanitize !6
  br i1 %211, label %213, label %212, !prof !7, !nosanitize !6

212:                                              ; preds = %193
  call void @__ubsan_handle_pointer_overflow(ptr @18, i64 %200, i64 %201) #3, !nosanitize !6
  br label %213, !nosanitize !6

213:                                              ; preds = %212, %193
  %214 = icmp ne ptr %195, null, !nosanitize !6
  %215 = ptrtoint ptr %195 to i64, !nosanitize !6
  %216 = and i64 %215, 7, !nosanitize !6
  %217 = icmp eq i64 %216, 0, !nosanitize !6
  %218 = and i1 %214, %217, !nosanitize !6
  br i1 %218, label %220, label %219, !prof !7, !nosanitize !6

219:                                              ; preds = %213
  call void @__ubsan_handle_type_mismatch_v1(ptr @19, i64 %215) #3, !nosanitize !6
  br label %220, !nosanitize !6

220:                                              ; preds = %219, %213
  %221 = load double, ptr %195, align 8
  %222 = load ptr, ptr %6, align 8
  %223 = load i32, ptr %4, align 4
  %224 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %223, i32 1), !nosanitize !6
  %225 = extractvalue { i32, i1 } %224, 0, !nosanitize !6
  %226 = extractvalue { i32, i1 } %224, 1, !nosanitize !6
  %227 = xor i1 %226, true, !nosanitize !6
  br i1 %227, label %230, label %228, !prof !7, !nosanitize !6

228:                                              ; preds = %220
  %229 = zext i32 %223 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @20, i64 %229, i64 1) #3, !nosanitize !6
  br label %230, !nosanitize !6

230:                                              ; preds = %228, %220
  %231 = sext i32 %225 to i64
  %232 = getelementptr inbounds double, ptr %222, i64 %231
  %233 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %231), !nosanitize !6
  %234 = extractvalue { i64, i1 } %233, 1, !nosanitize !6
  %235 = or i1 %234, false, !nosanitize !6
  %236 = extractvalue { i64, i1 } %233, 0, !nosanitize !6
  %237 = ptrtoint ptr %222 to i64, !nosanitize !6
  %238 = add i64 %237, %236, !nosanitize !6
  %239 = icmp ne ptr %222, null, !nosanitize !6
  %240 = icmp ne i64 %238, 0, !nosanitize !6
  %241 = icmp eq i1 %239, %240, !nosanitize !6
  %242 = xor i1 %235, true, !nosanitize !6
  %243 = icmp uge i64 %238, %237, !nosanitize !6
  %244 = icmp sge i64 %236, 0, !nosanitize !6
  %245 = icmp ult i64 %238, %237, !nosanitize !6
  %246 = select i1 %244, i1 %243, i1 %245, !nosanitize !6
  %247 = and i1 %246, %242, !nosanitize !6
  %248 = and i1 %241, %247, !nosanitize !6
  br i1 %248, label %250, label %249, !prof !7, !nosanitize !6

249:                                              ; preds = %230
  call void @__ubsan_handle_pointer_overflow(ptr @21, i64 %237, i64 %238) #3, !nosanitize !6
  br label %250, !nosanitize !6

250:                                              ; preds = %249, %230
  %251 = icmp ne ptr %232, null, !nosanitize !6
  %252 = ptrtoint ptr %232 to i64, !nosanitize !6
  %253 = and i64 %252, 7, !nosanitize !6
  %254 = icmp eq i64 %253, 0, !nosanitize !6
  %255 = and i1 %251, %254, !nosanitize !6
  br i1 %255, label %257, label %256, !prof !7, !nosanitize !6

256:                                              ; preds = %250
  call void @__ubsan_handle_type_mismatch_v1(ptr @22, i64 %252) #3, !nosanitize !6
  br label %257, !nosanitize !6

257:                                              ; preds = %256, %250
  store double %221, ptr %232, align 8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #2

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

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @heat_step(i32 noundef %0, ptr noundef %1, ptr noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %297, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %298

18:                                               ; preds = %14
  store i32 1, ptr %12, align 4
  br label %19

19:                                               ; preds = %206, %18
  %20 = load i32, ptr %12, align 4
  %21 = load i32, ptr %6, align 4
  %22 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %21, i32 1), !nosanitize !6
  %23 = extractvalue { i32, i1 } %22, 0, !nosanitize !6
  %24 = extractvalue { i32, i1 } %22, 1, !nosanitize !6
  %25 = xor i1 %24, true, !nosanitize !6
  br i1 %25, label %28, label %26, !prof !7, !nosanitize !6

26:                                               ; preds = %19
  %27 = zext i32 %21 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @23, i64 %27, i64 1) #3, !nosanitize !6
  br label %28, !nosanitize !6

28:                                               ; preds = %26, %19
  %29 = icmp slt i32 %20, %23
  br i1 %29, label %30, label %207

30:                                               ; preds = %28
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %12, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %33), !nosanitize !6
  %36 = extractvalue { i64, i1 } %35, 1, !nosanitize !6
  %37 = or i1 %36, false, !nosanitize !6
  %38 = extractvalue { i64, i1 } %35, 0, !nosanitize !6
  %39 = ptrtoint ptr %31 to i64, !nosanitize !6
  %40 = add i64 %39, %38, !nosanitize !6
  %41 = icmp ne ptr %31, null, !nosanitize !6
  %42 = icmp ne i64 %40, 0, !nosanitize !6
  %43 = icmp eq i1 %41, %42, !nosanitize !6
  %44 = xor i1 %37, true, !nosanitize !6
  %45 = icmp uge i64 %40, %39, !nosanitize !6
  %46 = icmp sge i64 %38, 0, !nosanitize !6
  %47 = icmp ult i64 %40, %39, !nosanitize !6
  %48 = select i1 %46, i1 %45, i1 %47, !nosanitize !6
  %49 = and i1 %48, %44, !nosanitize !6
  %50 = and i1 %43, %49, !nosanitize !6
  br i1 %50, label %52, label %51, !prof !7, !nosanitize !6

51:                                               ; preds = %30
  call void @__ubsan_handle_pointer_overflow(ptr @24, i64 %39, i64 %40) #3, !nosanitize !6
  br label %52, !nosanitize !6

52:                                               ; preds = %51, %30
  %53 = icmp ne ptr %34, null, !nosanitize !6
  %54 = ptrtoint ptr %34 to i64, !nosanitize !6
  %55 = and i64 %54, 7, !nosanitize !6
  %56 = icmp eq i64 %55, 0, !nosanitize !6
  %57 = and i1 %53, %56, !nosanitize !6
  br i1 %57, label %59, label %58, !prof !7, !nosanitize !6

58:                                               ; preds = %52
  call void @__ubsan_handle_type_mismatch_v1(ptr @25, i64 %54) #3, !nosanitize !6
  br label %59, !nosanitize !6

59:                                               ; preds = %58, %52
  %60 = load double, ptr %34, align 8
  %61 = load double, ptr %9, align 8
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %12, align 4
  %64 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %63, i32 1), !nosanitize !6
  %65 = extractvalue { i32, i1 } %64, 0, !nosanitize !6
  %66 = extractvalue { i32, i1 } %64, 1, !nosanitize !6
  %67 = xor i1 %66, true, !nosanitize !6
  br i1 %67, label %70, label %68, !prof !7, !nosanitize !6

68:                                               ; preds = %59
  %69 = zext i32 %63 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @26, i64 %69, i64 1) #3, !nosanitize !6
  br label %70, !nosanitize !6

70:                                               ; preds = %68, %59
  %71 = sext i32 %65 to i64
  %72 = getelementptr inbounds double, ptr %62, i64 %71
  %73 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %71), !nosanitize !6
  %74 = extractvalue { i64, i1 } %73, 1, !nosanitize !6
  %75 = or i1 %74, false, !nosanitize !6
  %76 = extractvalue { i64, i1 } %73, 0, !nosanitize !6
  %77 = ptrtoint ptr %62 to i64, !nosanitize !6
  %78 = add i64 %77, %76, !nosanitize !6
  %79 = icmp ne ptr %62, null, !nosanitize !6
  %80 = icmp ne i64 %78, 0, !nosanitize !6
  %81 = icmp eq i1 %79, %80, !nosanitize !6
  %82 = xor i1 %75, true, !nosanitize !6
  %83 = icmp uge i64 %78, %77, !nosanitize !6
  %84 = icmp sge i64 %76, 0, !nosanitize !6
  %85 = icmp ult i64 %78, %77, !nosanitize !6
  %86 = select i1 %84, i1 %83, i1 %85, !nosanitize !6
  %87 = and i1 %86, %82, !nosanitize !6
  %88 = and i1 %81, %87, !nosanitize !6
  br i1 %88, label %90, label %89, !prof !7, !nosanitize !6

89:                                               ; preds = %70
  call void @__ubsan_handle_pointer_overflow(ptr @27, i64 %77, i64 %78) #3, !nosanitize !6
  br label %90, !nosanitize !6

90:                                               ; preds = %89, %70
  %91 = icmp ne ptr %72, null, !nosanitize !6
  %92 = ptrtoint ptr %72 to i64, !nosanitize !6
  %93 = and i64 %92, 7, !nosanitize !6
  %94 = icmp eq i64 %93, 0, !nosanitize !6
  %95 = and i1 %91, %94, !nosanitize !6
  br i1 %95, label %97, label %96, !prof !7, !nosanitize !6

96:                                               ; preds = %90
  call void @__ubsan_handle_type_mismatch_v1(ptr @28, i64 %92) #3, !nosanitize !6
  br label %97, !nosanitize !6

97:                                               ; preds = %96, %90
  %98 = load double, ptr %72, align 8
  %99 = load ptr, ptr %7, align 8
  %100 = load i32, ptr %12, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds double, ptr %99, i64 %101
  %103 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %101), !nosanitize !6
  %104 = extractvalue { i64, i1 } %103, 1, !nosanitize !6
  %105 = or i1 %104, false, !nosanitize !6
  %106 = extractvalue { i64, i1 } %103, 0, !nosanitize !6
  %107 = ptrtoint ptr %99 to i64, !nosanitize !6
  %108 = add i64 %107, %106, !nosanitize !6
  %109 = icmp ne ptr %99, null, !nosanitize !6
  %110 = icmp ne i64 %108, 0, !nosanitize !6
  %111 = icmp eq i1 %109, %110, !nosanitize !6
  %112 = xor i1 %105, true, !nosanitize !6
  %113 = icmp uge i64 %108, %107, !nosanitize !6
  %114 = icmp sge i64 %106, 0, !nosanitize !6
  %115 = icmp ult i64 %108, %107, !nosanitize !6
  %116 = select i1 %114, i1 %113, i1 %115, !nosanitize !6
  %117 = and i1 %116, %112, !nosanitize !6
  %118 = and i1 %111, %117, !nosanitize !6
  br i1 %118, label %120, label %119, !prof !7, !nosanitize !6

119:                                              ; preds = %97
  call void @__ubsan_handle_pointer_overflow(ptr @29, i64 %107, i64 %108) #3, !nosanitize !6
  br label %120, !nosanitize !6

120:                                              ; preds = %119, %97
  %121 = icmp ne ptr %102, null, !nosanitize !6
  %122 = ptrtoint ptr %102 to i64, !nosanitize !6
  %123 = and i64 %122, 7, !nosanitize !6
  %124 = icmp eq i64 %123, 0, !nosanitize !6
  %125 = and i1 %121, %124, !nosanitize !6
  br i1 %125, label %127, label %126, !prof !7, !nosanitize !6

126:                                              ; preds = %120
  call void @__ubsan_handle_type_mismatch_v1(ptr @30, i64 %122) #3, !nosanitize !6
  br label %127, !nosanitize !6

127:                                              ; preds = %126, %120
  %128 = load double, ptr %102, align 8
  %129 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %128, double %98)
  %130 = load ptr, ptr %7, align 8
  %131 = load i32, ptr %12, align 4
  %132 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %131, i32 1), !nosanitize !6
  %133 = extractvalue { i32, i1 } %132, 0, !nosanitize !6
  %134 = extractvalue { i32, i1 } %132, 1, !nosanitize !6
  %135 = xor i1 %134, true, !nosanitize !6
  br i1 %135, label %138, label %136, !prof !7, !nosanitize !6

136:                                              ; preds = %127
  %137 = zext i32 %131 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @31, i64 %137, i64 1) #3, !nosanitize !6
  br label %138, !nosanitize !6

138:                                              ; preds = %136, %127
  %139 = sext i32 %133 to i64
  %140 = getelementptr inbounds double, ptr %130, i64 %139
  %141 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %139), !nosanitize !6
  %142 = extractvalue { i64, i1 } %141, 1, !nosanitize !6
  %143 = or i1 %142, false, !nosanitize !6
  %144 = extractvalue { i64, i1 } %141, 0, !nosanitize !6
  %145 = ptrtoint ptr %130 to i64, !nosanitize !6
  %146 = add i64 %145, %144, !nosanitize !6
  %147 = icmp ne ptr %130, null, !nosanitize !6
  %148 = icmp ne i64 %146, 0, !nosanitize !6
  %149 = icmp eq i1 %147, %148, !nosanitize !6
  %150 = xor i1 %143, true, !nosanitize !6
  %151 = icmp uge i64 %146, %145, !nosanitize !6
  %152 = icmp sge i64 %144, 0, !nosanitize !6
  %153 = icmp ult i64 %146, %145, !nosanitize !6
  %154 = select i1 %152, i1 %151, i1 %153, !nosanitize !6
  %155 = and i1 %154, %150, !nosanitize !6
  %156 = and i1 %149, %155, !nosanitize !6
  br i1 %156, label %158, label %157, !prof !7, !nosanitize !6

157:                                              ; preds = %138
  call void @__ubsan_handle_pointer_overflow(ptr @32, i64 %145, i64 %146) #3, !nosanitize !6
  br label %158, !nosanitize !6

158:                                              ; preds = %157, %138
  %159 = icmp ne ptr %140, null, !nosanitize !6
  %160 = ptrtoint ptr %140 to i64, !nosanitize !6
  %161 = and i64 %160, 7, !nosanitize !6
  %162 = icmp eq i64 %161, 0, !nosanitize !6
  %163 = and i1 %159, %162, !nosanitize !6
  br i1 %163, label %165, label %164, !prof !7, !nosanitize !6

164:                                              ; preds = %158
  call void @__ubsan_handle_type_mismatch_v1(ptr @33, i64 %160) #3, !nosanitize !6
  br label %165, !nosanitize !6

165:                                              ; preds = %164, %158
  %166 = load double, ptr %140, align 8
  %167 = fadd double %129, %166
  %168 = call double @llvm.fmuladd.f64(double %61, double %167, double %60)
  %169 = load ptr, ptr %8, align 8
  %170 = load i32, ptr %12, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds double, ptr %169, i64 %171
  %173 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %171), !nosanitize !6
  %174 = extractvalue { i64, i1 } %173, 1, !nosanitize !6
  %175 = or i1 %174, false, !nosanitize !6
  %176 = extractvalue { i64, i1 } %173, 0, !nosanitize !6
  %177 = ptrtoint ptr %169 to i64, !nosanitize !6
  %178 = add i64 %177, %176, !nosanitize !6
  %179 = icmp ne ptr %169, null, !nosanitize !6
  %180 = icmp ne i64 %178, 0, !nosanitize !6
  %181 = icmp eq i1 %179, %180, !nosanitize !6
  %182 = xor i1 %175, true, !nosanitize !6
  %183 = icmp uge i64 %178, %177, !nosanitize !6
  %184 = icmp sge i64 %176, 0, !nosanitize !6
  %185 = icmp ult i64 %178, %177, !nosanitize !6
  %186 = select i1 %184, i1 %183, i1 %185, !nosanitize !6
  %187 = and i1 %186, %182, !nosanitize !6
  %188 = and i1 %181, %187, !nosanitize !6
  br i1 %188, label %190, label %189, !prof !7, !nosanitize !6

189:                                              ; preds = %165
  call void @__ubsan_handle_pointer_overflow(ptr @34, i64 %177, i64 %178) #3, !nosanitize !6
  br label %190, !nosanitize !6

190:                                              ; preds = %189, %165
  %191 = icmp ne ptr %172, null, !nosanitize !6
  %192 = ptrtoint ptr %172 to i64, !nosanitize !6
  %193 = and i64 %192, 7, !nosanitize !6
  %194 = icmp eq i64 %193, 0, !nosanitize !6
  %195 = and i1 %191, %194, !nosanitize !6
  br i1 %195, label %197, label %196, !prof !7, !nosanitize !6

196:                                              ; preds = %190
  call void @__ubsan_handle_type_mismatch_v1(ptr @35, i64 %192) #3, !nosanitize !6
  br label %197, !nosanitize !6

197:                                              ; preds = %196, %190
  store double %168, ptr %172, align 8
  br label %198

198:                                              ; preds = %197
  %199 = load i32, ptr %12, align 4
  %200 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %199, i32 1), !nosanitize !6
  %201 = extractvalue { i32, i1 } %200, 0, !nosanitize !6
  %202 = extractvalue { i32, i1 } %200, 1, !nosanitize !6
  %203 = xor i1 %202, true, !nosanitize !6
  br i1 %203, label %206, label %204, !prof !7, !nosanitize !6

204:                                              ; preds = %198
  %205 = zext i32 %199 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @36, i64 %205, i64 1) #3, !nosanitize !6
  br label %206, !nosanitize !6

206:                                              ; preds = %204, %198
  store i32 %201, ptr %12, align 4
  br label %19, !llvm.loop !10

207:                                              ; preds = %28
  store i32 1, ptr %13, align 4
  br label %208

208:                                              ; preds = %287, %207
  %209 = load i32, ptr %13, align 4
  %210 = load i32, ptr %6, align 4
  %211 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %210, i32 1), !nosanitize !6
  %212 = extractvalue { i32, i1 } %211, 0, !nosanitize !6
  %213 = extractvalue { i32, i1 } %211, 1, !nosanitize !6
  %214 = xor i1 %213, true, !nosanitize !6
  br i1 %214, label %217, label %215, !prof !7, !nosanitize !6

215:                                              ; preds = %208
  %216 = zext i32 %210 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @37, i64 %216, i64 1) #3, !nosanitize !6
  br label %217, !nosanitize !6

217:                                              ; preds = %215, %208
  %218 = icmp slt i32 %209, %212
  br i1 %218, label %219, label %288

219:                                              ; preds = %217
  %220 = load ptr, ptr %8, align 8
  %221 = load i32, ptr %13, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds double, ptr %220, i64 %222
  %224 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %222), !nosanitize !6
  %225 = extractvalue { i64, i1 } %224, 1, !nosanitize !6
  %226 = or i1 %225, false, !nosanitize !6
  %227 = extractvalue { i64, i1 } %224, 0, !nosanitize !6
  %228 = ptrtoint ptr %220 to i64, !nosanitize !6
  %229 = add i64 %228, %227, !nosanitize !6
  %230 = icmp ne ptr %220, null, !nosanitize !6
  %231 = icmp ne i64 %229, 0, !nosanitize !6
  %232 = icmp eq i1 %230, %231, !nosanitize !6
  %233 = xor i1 %226, true, !nosanitize !6
  %234 = icmp uge i64 %229, %228, !nosanitize !6
  %235 = icmp sge i64 %227, 0, !nosanitize !6
  %236 = icmp ult i64 %229, %228, !nosanitize !6
  %237 = select i1 %235, i1 %234, i1 %236, !nosanitize !6
  %238 = and i1 %237, %233, !nosanitize !6
  %239 = and i1 %232, %238, !nosanitize !6
  br i1 %239, label %241, label %240, !prof !7, !nosanitize !6

240:                                              ; preds = %219
  call void @__ubsan_handle_pointer_overflow(ptr @38, i64 %228, i64 %229) #3, !nosanitize !6
  br label %241, !nosanitize !6

241:                                              ; preds = %240, %219
  %242 = icmp ne ptr %223, null, !nosanitize !6
  %243 = ptrtoint ptr %223 to i64, !nosanitize !6
  %244 = and i64 %243, 7, !nosanitize !6
  %245 = icmp eq i64 %244, 0, !nosanitize !6
  %246 = and i1 %242, %245, !nosanitize !6
  br i1 %246, label %248, label %247, !prof !7, !nosanitize !6

247:                                              ; preds = %241
  call void @__ubsan_handle_type_mismatch_v1(ptr @39, i64 %243) #3, !nosanitize !6
  br label %248, !nosanitize !6

248:                                              ; preds = %247, %241
  %249 = load double, ptr %223, align 8
  %250 = load ptr, ptr %7, align 8
  %251 = load i32, ptr %13, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds double, ptr %250, i64 %252
  %254 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %252), !nosanitize !6
  %255 = extractvalue { i64, i1 } %254, 1, !nosanitize !6
  %256 = or i1 %255, false, !nosanitize !6
  %257 = extractvalue { i64, i1 } %254, 0, !nosanitize !6
  %258 = ptrtoint ptr %250 to i64, !nosanitize !6
  %259 = add i64 %258, %257, !nosanitize !6
  %260 = icmp ne ptr %250, null, !nosanitize !6
  %261 = icmp ne i64 %259, 0, !nosanitize !6
  %262 = icmp eq i1 %260, %261, !nosanitize !6
  %263 = xor i1 %256, true, !nosanitize !6
  %264 = icmp uge i64 %259, %258, !nosanitize !6
  %265 = icmp sge i64 %257, 0, !nosanitize !6
  %266 = icmp ult i64 %259, %258, !nosanitize !6
  %267 = select i1 %265, i1 %264, i1 %266, !nosanitize !6
  %268 = and i1 %267, %263, !nosanitize !6
  %269 = and i1 %262, %268, !nosanitize !6
  br i1 %269, label %271, label %270, !prof !7, !nosanitize !6

270:                                              ; preds = %248
  call void @__ubsan_handle_pointer_overflow(ptr @40, i64 %258, i64 %259) #3, !nosanitize !6
  br label %271, !nosanitize !6

271:                                              ; preds = %270, %248
  %272 = icmp ne ptr %253, null, !nosanitize !6
  %273 = ptrtoint ptr %253 to i64, !nosanitize !6
  %274 = and i64 %273, 7, !nosanitize !6
  %275 = icmp eq i64 %274, 0, !nosanitize !6
  %276 = and i1 %272, %275, !nosanitize !6
  br i1 %276, label %278, label %277, !prof !7, !nosanitize !6

277:                                              ; preds = %271
  call void @__ubsan_handle_type_mismatch_v1(ptr @41, i64 %273) #3, !nosanitize !6
  br label %278, !nosanitize !6

278:                                              ; preds = %277, %271
  store double %249, ptr %253, align 8
  br label %279

279:                                              ; preds = %278
  %280 = load i32, ptr %13, align 4
  %281 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %280, i32 1), !nosanitize !6
  %282 = extractvalue { i32, i1 } %281, 0, !nosanitize !6
  %283 = extractvalue { i32, i1 } %281, 1, !nosanitize !6
  %284 = xor i1 %283, true, !nosanitize !6
  br i1 %284, label %287, label %285, !prof !7, !nosanitize !6

285:                                              ; preds = %279
  %286 = zext i32 %280 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @42, i64 %286, i64 1) #3, !nosanitize !6
  br label %287, !nosanitize !6

287:                                              ; preds = %285, %279
  store i32 %282, ptr %13, align 4
  br label %208, !llvm.loop !11

288:                                              ; preds = %217
  br label %289

289:                                              ; preds = %288
  %290 = load i32, ptr %11, align 4
  %291 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %290, i32 1), !nosanitize !6
  %292 = extractvalue { i32, i1 } %291, 0, !nosanitize !6
  %293 = extractvalue { i32, i1 } %291, 1, !nosanitize !6
  %294 = xor i1 %293, true, !nosanitize !6
  br i1 %294, label %297, label %295, !prof !7, !nosanitize !6

295:                                              ; preds = %289
  %296 = zext i32 %290 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @43, i64 %296, i64 1) #3, !nosanitize !6
  br label %297, !nosanitize !6

297:                                              ; preds = %295, %289
  store i32 %292, ptr %11, align 4
  br label %14, !llvm.loop !12

298:                                              ; preds = %14
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @energy(i32 noundef %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %107, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %4, align 4
  %13 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %12, i32 1), !nosanitize !6
  %14 = extractvalue { i32, i1 } %13, 0, !nosanitize !6
  %15 = extractvalue { i32, i1 } %13, 1, !nosanitize !6
  %16 = xor i1 %15, true, !nosanitize !6
  br i1 %16, label %19, label %17, !prof !7, !nosanitize !6

17:                                               ; preds = %10
  %18 = zext i32 %12 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @44, i64 %18, i64 1) #3, !nosanitize !6
  br label %19, !nosanitize !6

19:                                               ; preds = %17, %10
  %20 = icmp slt i32 %11, %14
  br i1 %20, label %21, label %108

21:                                               ; preds = %19
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %8, align 4
  %24 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %23, i32 1), !nosanitize !6
  %25 = extractvalue { i32, i1 } %24, 0, !nosanitize !6
  %26 = extractvalue { i32, i1 } %24, 1, !nosanitize !6
  %27 = xor i1 %26, true, !nosanitize !6
  br i1 %27, label %30, label %28, !prof !7, !nosanitize !6

28:                                               ; preds = %21
  %29 = zext i32 %23 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @45, i64 %29, i64 1) #3, !nosanitize !6
  br label %30, !nosanitize !6

30:                                               ; preds = %28, %21
  %31 = sext i32 %25 to i64
  %32 = getelementptr inbounds double, ptr %22, i64 %31
  %33 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %31), !nosanitize !6
  %34 = extractvalue { i64, i1 } %33, 1, !nosanitize !6
  %35 = or i1 %34, false, !nosanitize !6
  %36 = extractvalue { i64, i1 } %33, 0, !nosanitize !6
  %37 = ptrtoint ptr %22 to i64, !nosanitize !6
  %38 = add i64 %37, %36, !nosanitize !6
  %39 = icmp ne ptr %22, null, !nosanitize !6
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

49:                                               ; preds = %30
  call void @__ubsan_handle_pointer_overflow(ptr @46, i64 %37, i64 %38) #3, !nosanitize !6
  br label %50, !nosanitize !6

50:                                               ; preds = %49, %30
  %51 = icmp ne ptr %32, null, !nosanitize !6
  %52 = ptrtoint ptr %32 to i64, !nosanitize !6
  %53 = and i64 %52, 7, !nosanitize !6
  %54 = icmp eq i64 %53, 0, !nosanitize !6
  %55 = and i1 %51, %54, !nosanitize !6
  br i1 %55, label %57, label %56, !prof !7, !nosanitize !6

56:                                               ; preds = %50
  call void @__ubsan_handle_type_mismatch_v1(ptr @47, i64 %52) #3, !nosanitize !6
  br label %57, !nosanitize !6

57:                                               ; preds = %56, %50
  %58 = load double, ptr %32, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %61), !nosanitize !6
  %64 = extractvalue { i64, i1 } %63, 1, !nosanitize !6
  %65 = or i1 %64, false, !nosanitize !6
  %66 = extractvalue { i64, i1 } %63, 0, !nosanitize !6
  %67 = ptrtoint ptr %59 to i64, !nosanitize !6
  %68 = add i64 %67, %66, !nosanitize !6
  %69 = icmp ne ptr %59, null, !nosanitize !6
  %70 = icmp ne i64 %68, 0, !nosanitize !6
  %71 = icmp eq i1 %69, %70, !nosanitize !6
  %72 = xor i1 %65, true, !nosanitize !6
  %73 = icmp uge i64 %68, %67, !nosanitize !6
  %74 = icmp sge i64 %66, 0, !nosanitize !6
  %75 = icmp ult i64 %68, %67, !nosanitize !6
  %76 = select i1 %74, i1 %73, i1 %75, !nosanitize !6
  %77 = and i1 %76, %72, !nosanitize !6
  %78 = and i1 %71, %77, !nosanitize !6
  br i1 %78, label %80, label %79, !prof !7, !nosanitize !6

79:                                               ; preds = %57
  call void @__ubsan_handle_pointer_overflow(ptr @48, i64 %67, i64 %68) #3, !nosanitize !6
  br label %80, !nosanitize !6

80:                                               ; preds = %79, %57
  %81 = icmp ne ptr %62, null, !nosanitize !6
  %82 = ptrtoint ptr %62 to i64, !nosanitize !6
  %83 = and i64 %82, 7, !nosanitize !6
  %84 = icmp eq i64 %83, 0, !nosanitize !6
  %85 = and i1 %81, %84, !nosanitize !6
  br i1 %85, label %87, label %86, !prof !7, !nosanitize !6

86:                                               ; preds = %80
  call void @__ubsan_handle_type_mismatch_v1(ptr @49, i64 %82) #3, !nosanitize !6
  br label %87, !nosanitize !6

87:                                               ; preds = %86, %80
  %88 = load double, ptr %62, align 8
  %89 = fsub double %58, %88
  %90 = load double, ptr %6, align 8
  %91 = fdiv double %89, %90
  store double %91, ptr %9, align 8
  %92 = load double, ptr %9, align 8
  %93 = fmul double 5.000000e-01, %92
  %94 = load double, ptr %9, align 8
  %95 = fmul double %93, %94
  %96 = load double, ptr %6, align 8
  %97 = load double, ptr %7, align 8
  %98 = call double @llvm.fmuladd.f64(double %95, double %96, double %97)
  store double %98, ptr %7, align 8
  br label %99

99:                                               ; preds = %87
  %100 = load i32, ptr %8, align 4
  %101 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %100, i32 1), !nosanitize !6
  %102 = extractvalue { i32, i1 } %101, 0, !nosanitize !6
  %103 = extractvalue { i32, i1 } %101, 1, !nosanitize !6
  %104 = xor i1 %103, true, !nosanitize !6
  br i1 %104, label %107, label %105, !prof !7, !nosanitize !6

105:                                              ; preds = %99
  %106 = zext i32 %100 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @50, i64 %106, i64 1) #3, !nosanitize !6
  br label %107, !nosanitize !6

107:                                              ; preds = %105, %99
  store i32 %102, ptr %8, align 4
  br label %10, !llvm.loop !13

108:                                              ; preds = %19
  %109 = load double, ptr %7, align 8
  ret double %109
}

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
