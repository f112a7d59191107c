; ModuleID = 'stencil2d.c'
source_filename = "stencil2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [12 x i8] c"stencil2d.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 28 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 32 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 6, i32 28 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 27 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 23 } }
@7 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 23 }, ptr @7, i8 3, i8 0 }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 39 }, ptr @0 }
@10 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 35 } }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 35 }, ptr @7, i8 3, i8 0 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 51 }, ptr @0 }
@13 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 47 } }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 47 }, ptr @7, i8 3, i8 0 }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 62 }, ptr @0 }
@16 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 58 } }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 58 }, ptr @7, i8 3, i8 0 }
@18 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 75 } }
@19 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 75 }, ptr @7, i8 3, i8 0 }
@20 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 13 } }
@21 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@22 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 7, i32 13 }, ptr @21, i8 3, i8 1 }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 5, i32 38 }, ptr @0 }
@24 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 4, i32 34 }, ptr @0 }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 44 }, ptr @0 }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 48 }, ptr @0 }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 62 }, ptr @0 }
@28 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 66 }, ptr @0 }
@29 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 32 }, ptr @0 }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 36 }, ptr @0 }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 39 }, ptr @0 }
@32 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 35 } }
@33 = private unnamed_addr constant { i16, i16, [13 x i8] } { i16 -1, i16 0, [13 x i8] c"'double[ny]'\00" }
@34 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 35 }, ptr @33, ptr @0 }
@35 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 35 } }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 35 }, ptr @21, i8 3, i8 0 }
@37 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 53 }, ptr @0 }
@38 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 49 } }
@39 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 49 }, ptr @33, ptr @0 }
@40 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 49 } }
@41 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 49 }, ptr @21, i8 3, i8 0 }
@42 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 63 } }
@43 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 70 }, ptr @0 }
@44 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 63 }, ptr @33, ptr @0 }
@45 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 63 } }
@46 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 63 }, ptr @21, i8 3, i8 0 }
@47 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 77 } }
@48 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 84 }, ptr @0 }
@49 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 77 }, ptr @33, ptr @0 }
@50 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 77 } }
@51 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 77 }, ptr @21, i8 3, i8 0 }
@52 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 17 } }
@53 = private unnamed_addr constant { i16, i16, [13 x i8] } { i16 -1, i16 0, [13 x i8] c"'double[ny]'\00" }
@54 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 17 }, ptr @53, ptr @0 }
@55 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 17 } }
@56 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 17 }, ptr @21, i8 3, i8 1 }
@57 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 42 }, ptr @0 }
@58 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 38 }, ptr @0 }
@59 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 32 }, ptr @0 }
@60 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 17, i32 36 }, ptr @0 }
@61 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 27 } }
@62 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 27 }, ptr @53, ptr @0 }
@63 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 27 } }
@64 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 27 }, ptr @21, i8 3, i8 0 }
@65 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 } }
@66 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 }, ptr @33, ptr @0 }
@67 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 } }
@68 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 }, ptr @21, i8 3, i8 1 }
@69 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 17, i32 42 }, ptr @0 }
@70 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 38 }, ptr @0 }
@71 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 36 }, ptr @0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @laplace2d(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, double noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %15 = load double, ptr %10, align 8
  %16 = load double, ptr %10, align 8
  %17 = fmul double %15, %16
  %18 = fdiv double 1.000000e+00, %17
  store double %18, ptr %11, align 8
  store i32 1, ptr %12, align 4
  br label %19

19:                                               ; preds = %297, %5
  %20 = load i32, ptr %12, align 4
  %21 = load i32, ptr %6, align 4
  %22 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %21, i32 1), !nosanitize !6
  %23 = extractvalue { i32, i1 } %22, 0, !nosanitize !6
  %24 = extractvalue { i32, i1 } %22, 1, !nosanitize !6
  %25 = xor i1 %24, true, !nosanitize !6
  br i1 %25, label %28, label %26, !prof !7, !nosanitize !6

26:                                               ; preds = %19
  %27 = zext i32 %21 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %27, i64 1) #3, !nosanitize !6
  br label %28, !nosanitize !6

28:                                               ; preds = %26, %19
  %29 = icmp slt i32 %20, %23
  br i1 %29, label %30, label %298

30:                                               ; preds = %28
  store i32 1, ptr %13, align 4
  br label %31

31:                                               ; preds = %287, %30
  %32 = load i32, ptr %13, align 4
  %33 = load i32, ptr %7, align 4
  %34 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %33, i32 1), !nosanitize !6
  %35 = extractvalue { i32, i1 } %34, 0, !nosanitize !6
  %36 = extractvalue { i32, i1 } %34, 1, !nosanitize !6
  %37 = xor i1 %36, true, !nosanitize !6
  br i1 %37, label %40, label %38, !prof !7, !nosanitize !6

38:                                               ; preds = %31
  %39 = zext i32 %33 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %39, i64 1) #3, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %38, %31
  %41 = icmp slt i32 %32, %35
  br i1 %41, label %42, label %288

42:                                               ; preds = %40
  %43 = load i32, ptr %12, align 4
  %44 = load i32, ptr %7, align 4
  %45 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %43, i32 %44), !nosanitize !6
  %46 = extractvalue { i32, i1 } %45, 0, !nosanitize !6
  %47 = extractvalue { i32, i1 } %45, 1, !nosanitize !6
  %48 = xor i1 %47, true, !nosanitize !6
  br i1 %48, label %52, label %49, !prof !7, !nosanitize !6

49:                                               ; preds = %42
  %50 = zext i32 %43 to i64, !nosanitize !6
  %51 = zext i32 %44 to i64, !nosanitize !6
  call void @__ubsan_handle_mul_overflow(ptr @3, i64 %50, i64 %51) #3, !nosanitize !6
  br label %52, !nosanitize !6

52:                                               ; preds = %49, %42
  %53 = load i32, ptr %13, align 4
  %54 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %46, i32 %53), !nosanitize !6
  %55 = extractvalue { i32, i1 } %54, 0, !nosanitize !6
  %56 = extractvalue { i32, i1 } %54, 1, !nosanitize !6
  %57 = xor i1 %56, true, !nosanitize !6
  br i1 %57, label %61, label %58, !prof !7, !nosanitize !6

58:                                               ; preds = %52
  %59 = zext i32 %46 to i64, !nosanitize !6
  %60 = zext i32 %53 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %59, i64 %60) #3, !nosanitize !6
  br label %61, !nosanitize !6

61:                                               ; preds = %58, %52
  store i32 %55, ptr %14, align 4
  %62 = load ptr, ptr %8, align 8
  %63 = load i32, ptr %14, align 4
  %64 = load i32, ptr %7, align 4
  %65 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %63, i32 %64), !nosanitize !6
  %66 = extractvalue { i32, i1 } %65, 0, !nosanitize !6
  %67 = extractvalue { i32, i1 } %65, 1, !nosanitize !6
  %68 = xor i1 %67, true, !nosanitize !6
  br i1 %68, label %72, label %69, !prof !7, !nosanitize !6

69:                                               ; preds = %61
  %70 = zext i32 %63 to i64, !nosanitize !6
  %71 = zext i32 %64 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @5, i64 %70, i64 %71) #3, !nosanitize !6
  br label %72, !nosanitize !6

72:                                               ; preds = %69, %61
  %73 = sext i32 %66 to i64
  %74 = getelementptr inbounds double, ptr %62, i64 %73
  %75 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %73), !nosanitize !6
  %76 = extractvalue { i64, i1 } %75, 1, !nosanitize !6
  %77 = or i1 %76, false, !nosanitize !6
  %78 = extractvalue { i64, i1 } %75, 0, !nosanitize !6
  %79 = ptrtoint ptr %62 to i64, !nosanitize !6
  %80 = add i64 %79, %78, !nosanitize !6
  %81 = icmp ne ptr %62, null, !nosanitize !6
  %82 = icmp ne i64 %80, 0, !nosanitize !6
  %83 = icmp eq i1 %81, %82, !nosanitize !6
  %84 = xor i1 %77, true, !nosanitize !6
  %85 = icmp uge i64 %80, %79, !nosanitize !6
  %86 = icmp sge i64 %78, 0, !nosanitize !6
  %87 = icmp ult i64 %80, %79, !nosanitize !6
  %88 = select i1 %86, i1 %85, i1 %87, !nosanitize !6
  %89 = and i1 %88, %84, !nosanitize !6
  %90 = and i1 %83, %89, !nosanitize !6
  br i1 %90, label %92, label %91, !prof !7, !nosanitize !6

91:                                               ; preds = %72
  call void @__ubsan_handle_pointer_overflow(ptr @6, i64 %79, i64 %80) #3, !nosanitize !6
  br label %92, !nosanitize !6

92:                                               ; preds = %91, %72
  %93 = icmp ne ptr %74, null, !nosanitize !6
  %94 = ptrtoint ptr %74 to i64, !nosanitize !6
  %95 = and i64 %94, 7, !nosanitize !6
  %96 = icmp eq i64 %95, 0, !nosanitize !6
  %97 = and i1 %93, %96, !nosanitize !6
  br i1 %97, label %99, label %98, !prof !7, !nosanitize !6

98:                                               ; preds = %92
  call void @__ubsan_handle_type_mismatch_v1(ptr @8, i64 %94) #3, !nosanitize !6
  br label %99, !nosanitize !6

99:                                               ; preds = %98, %92
  %100 = load double, ptr %74, align 8
  %101 = load ptr, ptr %8, align 8
  %102 = load i32, ptr %14, align 4
  %103 = load i32, ptr %7, align 4
  %104 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %102, i32 %103), !nosanitize !6
  %105 = extractvalue { i32, i1 } %104, 0, !nosanitize !6
  %106 = extractvalue { i32, i1 } %104, 1, !nosanitize !6
  %107 = xor i1 %106, true, !nosanitize !6
  br i1 %107, label %111, label %108, !prof !7, !nosanitize !6

108:                                              ; preds = %99
  %109 = zext i32 %102 to i64, !nosanitize !6
  %110 = zext i32 %103 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @9, i64 %109, i64 %110) #3, !nosanitize !6
  br label %111, !nosanitize !6

111:                                              ; preds = %108, %99
  %112 = sext i32 %105 to i64
  %113 = getelementptr inbounds double, ptr %101, i64 %112
  %114 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %112), !nosanitize !6
  %115 = extractvalue { i64, i1 } %114, 1, !nosanitize !6
  %116 = or i1 %115, false, !nosanitize !6
  %117 = extractvalue { i64, i1 } %114, 0, !nosanitize !6
  %118 = ptrtoint ptr %101 to i64, !nosanitize !6
  %119 = add i64 %118, %117, !nosanitize !6
  %120 = icmp ne ptr %101, null, !nosanitize !6
  %121 = icmp ne i64 %119, 0, !nosanitize !6
  %122 = icmp eq i1 %120, %121, !nosanitize !6
  %123 = xor i1 %116, true, !nosanitize !6
  %124 = icmp uge i64 %119, %118, !nosanitize !6
  %125 = icmp sge i64 %117, 0, !nosanitize !6
  %126 = icmp ult i64 %119, %118, !nosanitize !6
  %127 = select i1 %125, i1 %124, i1 %126, !nosanitize !6
  %128 = and i1 %127, %123, !nosanitize !6
  %129 = and i1 %122, %128, !nosanitize !6
  br i1 %129, label %131, label %130, !prof !7, !nosanitize !6

130:                                              ; preds = %111
  call void @__ubsan_handle_pointer_overflow(ptr @10, i64 %118, i64 %119) #3, !nosanitize !6
  br label %131, !nosanitize !6

131:                                              ; preds = %130, %111
  %132 = icmp ne ptr %113, null, !nosanitize !6
  %133 = ptrtoint ptr %113 to i64, !nosanitize !6
  %134 = and i64 %133, 7, !nosanitize !6
  %135 = icmp eq i64 %134, 0, !nosanitize !6
  %136 = and i1 %132, %135, !nosanitize !6
  br i1 %136, label %138, label %137, !prof !7, !nosanitize !6

137:                                              ; preds = %131
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %133) #3, !nosanitize !6
  br label %138, !nosanitize !6

138:                                              ; preds = %137, %131
  %139 = load double, ptr %113, align 8
  %140 = fadd double %100, %139
  %141 = load ptr, ptr %8, align 8
  %142 = load i32, ptr %14, align 4
  %143 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %142, i32 1), !nosanitize !6
  %144 = extractvalue { i32, i1 } %143, 0, !nosanitize !6
  %145 = extractvalue { i32, i1 } %143, 1, !nosanitize !6
  %146 = xor i1 %145, true, !nosanitize !6
  br i1 %146, label %149, label %147, !prof !7, !nosanitize !6

147:                                              ; preds = %138
  %148 = zext i32 %142 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @12, i64 %148, i64 1) #3, !nosanitize !6
  br label %149, !nosanitize !6

149:                                              ; preds = %147, %138
  %150 = sext i32 %144 to i64
  %151 = getelementptr inbounds double, ptr %141, i64 %150
  %152 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %150), !nosanitize !6
  %153 = extractvalue { i64, i1 } %152, 1, !nosanitize !6
  %154 = or i1 %153, false, !nosanitize !6
  %155 = extractvalue { i64, i1 } %152, 0, !nosanitize !6
  %156 = ptrtoint ptr %141 to i64, !nosanitize !6
  %157 = add i64 %156, %155, !nosanitize !6
  %158 = icmp ne ptr %141, null, !nosanitize !6
  %159 = icmp ne i64 %157, 0, !nosanitize !6
  %160 = icmp eq i1 %158, %159, !nosanitize !6
  %161 = xor i1 %154, true, !nosanitize !6
  %162 = icmp uge i64 %157, %156, !nosanitize !6
  %163 = icmp sge i64 %155, 0, !nosanitize !6
  %164 = icmp ult i64 %157, %156, !nosanitize !6
  %165 = select i1 %163, i1 %162, i1 %164, !nosanitize !6
  %166 = and i1 %165, %161, !nosanitize !6
  %167 = and i1 %160, %166, !nosanitize !6
  br i1 %167, label %169, label %168, !prof !7, !nosanitize !6

168:                                              ; preds = %149
  call void @__ubsan_handle_pointer_overflow(ptr @13, i64 %156, i64 %157) #3, !nosanitize !6
  br label %169, !nosanitize !6

169:                                              ; preds = %168, %149
  %170 = icmp ne ptr %151, null, !nosanitize !6
  %171 = ptrtoint ptr %151 to i64, !nosanitize !6
  %172 = and i64 %171, 7, !nosanitize !6
  %173 = icmp eq i64 %172, 0, !nosanitize !6
  %174 = and i1 %170, %173, !nosanitize !6
  br i1 %174, label %176, label %175, !prof !7, !nosanitize !6

175:                                              ; preds = %169
  call void @__ubsan_handle_type_mismatch_v1(ptr @14, i64 %171) #3, !nosanitize !6
  br label %176, !nosanitize !6

176:                                              ; preds = %175, %169
  %177 = load double, ptr %151, align 8
  %178 = fadd double %140, %177
  %179 = load ptr, ptr %8, align 8
  %180 = load i32, ptr %14, align 4
  %181 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %180, i32 1), !nosanitize !6
  %182 = extractvalue { i32, i1 } %181, 0, !nosanitize !6
  %183 = extractvalue { i32, i1 } %181, 1, !nosanitize !6
  %184 = xor i1 %183, true, !nosanitize !6
  br i1 %184, label %187, label %185, !prof !7, !nosanitize !6

185:                                              ; preds = %176
  %186 = zext i32 %180 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @15, i64 %186, i64 1) #3, !nosanitize !6
  br label %187, !nosanitize !6

187:                                              ; preds = %185, %176
  %188 = sext i32 %182 to i64
  %189 = getelementptr inbounds double, ptr %179, i64 %188
  %190 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %188), !nosanitize !6
  %191 = extractvalue { i64, i1 } %190, 1, !nosanitize !6
  %192 = or i1 %191, false, !nosanitize !6
  %193 = extractvalue { i64, i1 } %190, 0, !nosanitize !6
  %194 = ptrtoint ptr %179 to i64, !nosanitize !6
  %195 = add i64 %194, %193, !nosanitize !6
  %196 = icmp ne ptr %179, null, !nosanitize !6
  %197 = icmp ne i64 %195, 0, !nosanitize !6
  %198 = icmp eq i1 %196, %197, !nosanitize !6
  %199 = xor i1 %192, true, !nosanitize !6
  %200 = icmp uge i64 %195, %194, !nosanitize !6
  %201 = icmp sge i64 %193, 0, !nosanitize !6
  %202 = icmp ult i64 %195, %194, !nosanitize !6
  %203 = select i1 %201, i1 %200, i1 %202, !nosanitize !6
  %204 = and i1 %203, %199, !nosanitize !6
  %205 = and i1 %198, %204, !nosanitize !6
  br i1 %205, label %207, label %206, !prof !7, !nosanitize !6

206:                                              ; preds = %187
  call void @__ubsan_handle_pointer_overflow(ptr @16, i64 %194, i64 %195) #3, !nosanitize !6
  br label %207, !nosanitize !6

207:                                              ; preds = %206, %187
  %208 = icmp ne ptr %189, null, !nosanitize !6
  %209 = ptrtoint ptr %189 to i64, !nosanitize !6
  %210 = and i64 %209, 7, !nosanitize !6
  %211 = icmp eq i64 %210, 0, !nosanitize !6
  %212 = and i1 %208, %211, !nosanitize !6
  br i1 %212, label %214, label %213, !prof !7, !nosanitize !6

213:                                              ; preds = %207
  call void @__ubsan_handle_type_mismatch_v1(ptr @17, i64 %209) #3, !nosanitize !6
  br label %214, !nosanitize !6

214:                                              ; preds = %213, %207
  %215 = load double, ptr %189, align 8
  %216 = fadd double %178, %215
  %217 = load ptr, ptr %8, align 8
  %218 = load i32, ptr %14, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds double, ptr %217, i64 %219
  %221 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %219), !nosanitize !6
  %222 = extractvalue { i64, i1 } %221, 1, !nosanitize !6
  %223 = or i1 %222, false, !nosanitize !6
  %224 = extractvalue { i64, i1 } %221, 0, !nosanitize !6
  %225 = ptrtoint ptr %217 to i64, !nosanitize !6
  %226 = add i64 %225, %224, !nosanitize !6
  %227 = icmp ne ptr %217, null, !nosanitize !6
  %228 = icmp ne i64 %226, 0, !nosanitize !6
  %229 = icmp eq i1 %227, %228, !nosanitize !6
  %230 = xor i1 %223, true, !nosanitize !6
  %231 = icmp uge i64 %226, %225, !nosanitize !6
  %232 = icmp sge i64 %224, 0, !nosanitize !6
  %233 = icmp ult i64 %226, %225, !nosanitize !6
  %234 = select i1 %232, i1 %231, i1 %233, !nosanitize !6
  %235 = and i1 %234, %230, !nosanitize !6
  %236 = and i1 %229, %235, !nosanitize !6
  br i1 %236, label %238, label %237, !prof !7, !nosanitize !6

237:                                              ; preds = %214
  call void @__ubsan_handle_pointer_overflow(ptr @18, i64 %225, i64 %226) #3, !nosanitize !6
  br label %238, !nosanitize !6

238:                                              ; preds = %237, %214
  %239 = icmp ne ptr %220, null, !nosanitize !6
  %240 = ptrtoint ptr %220 to i64, !nosanitize !6
  %241 = and i64 %240, 7, !nosanitize !6
  %242 = icmp eq i64 %241, 0, !nosanitize !6
  %243 = and i1 %239, %242, !nosanitize !6
  br i1 %243, label %245, label %244, !prof !7, !nosanitize !6

244:                                              ; preds = %238
  call void @__ubsan_handle_type_mismatch_v1(ptr @19, i64 %240) #3, !nosanitize !6
  br label %245, !nosanitize !6

245:                                              ; preds = %244, %238
  %246 = load double, ptr %220, align 8
  %247 = call double @llvm.fmuladd.f64(double -4.000000e+00, double %246, double %216)
  %248 = load double, ptr %11, align 8
  %249 = fmul double %247, %248
  %250 = load ptr, ptr %9, align 8
  %251 = load i32, ptr %14, align 4
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

270:                                              ; preds = %245
  call void @__ubsan_handle_pointer_overflow(ptr @20, i64 %258, i64 %259) #3, !nosanitize !6
  br label %271, !nosanitize !6

271:                                              ; preds = %270, %245
  %272 = icmp ne ptr %253, null, !nosanitize !6
  %273 = ptrtoint ptr %253 to i64, !nosanitize !6
  %274 = and i64 %273, 7, !nosanitize !6
  %275 = icmp eq i64 %274, 0, !nosanitize !6
  %276 = and i1 %272, %275, !nosanitize !6
  br i1 %276, label %278, label %277, !prof !7, !nosanitize !6

277:                                              ; preds = %271
  call void @__ubsan_handle_type_mismatch_v1(ptr @22, i64 %273) #3, !nosanitize !6
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
  call void @__ubsan_handle_add_overflow(ptr @23, i64 %286, i64 1) #3, !nosanitize !6
  br label %287, !nosanitize !6

287:                                              ; preds = %285, %279
  store i32 %282, ptr %13, align 4
  br label %31, !llvm.loop !8

288:                                              ; preds = %40
  br label %289

289:                                              ; preds = %288
  %290 = load i32, ptr %12, align 4
  %291 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %290, i32 1), !nosanitize !6
  %292 = extractvalue { i32, i1 } %291, 0, !nosanitize !6
  %293 = extractvalue { i32, i1 } %291, 1, !nosanitize !6
  %294 = xor i1 %293, true, !nosanitize !6
  br i1 %294, label %297, label %295, !prof !7, !nosanitize !6

295:                                              ; preds = %289
  %296 = zext i32 %290 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @24, i64 %296, i64 1) #3, !nosanitize !6
  br label %297, !nosanitize !6

297:                                              ; preds = %295, %289
  store i32 %292, ptr %12, align 4
  br label %19, !llvm.loop !10

298:                                              ; preds = %28
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #2

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
define void @jacobi2d_vla(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp sgt i32 %16, 0, !nosanitize !6
  br i1 %17, label %20, label %18, !prof !7, !nosanitize !6

18:                                               ; preds = %5
  %19 = zext i32 %16 to i64, !nosanitize !6
  call void @__ubsan_handle_vla_bound_not_positive(ptr @25, i64 %19) #3, !nosanitize !6
  br label %20, !nosanitize !6

20:                                               ; preds = %18, %5
  %21 = zext i32 %16 to i64
  %22 = load i32, ptr %7, align 4
  %23 = icmp sgt i32 %22, 0, !nosanitize !6
  br i1 %23, label %26, label %24, !prof !7, !nosanitize !6

24:                                               ; preds = %20
  %25 = zext i32 %22 to i64, !nosanitize !6
  call void @__ubsan_handle_vla_bound_not_positive(ptr @26, i64 %25) #3, !nosanitize !6
  br label %26, !nosanitize !6

26:                                               ; preds = %24, %20
  %27 = zext i32 %22 to i64
  %28 = load i32, ptr %6, align 4
  %29 = icmp sgt i32 %28, 0, !nosanitize !6
  br i1 %29, label %32, label %30, !prof !7, !nosanitize !6

30:                                               ; preds = %26
  %31 = zext i32 %28 to i64, !nosanitize !6
  call void @__ubsan_handle_vla_bound_not_positive(ptr @27, i64 %31) #3, !nosanitize !6
  br label %32, !nosanitize !6

32:                                               ; preds = %30, %26
  %33 = zext i32 %28 to i64
  %34 = load i32, ptr %7, align 4
  %35 = icmp sgt i32 %34, 0, !nosanitize !6
  br i1 %35, label %38, label %36, !prof !7, !nosanitize !6

36:                                               ; preds = %32
  %37 = zext i32 %34 to i64, !nosanitize !6
  call void @__ubsan_handle_vla_bound_not_positive(ptr @28, i64 %37) #3, !nosanitize !6
  br label %38, !nosanitize !6

38:                                               ; preds = %36, %32
  %39 = zext i32 %34 to i64
  store i32 0, ptr %11, align 4
  br label %40

40:                                               ; preds = %563, %38
  %41 = load i32, ptr %11, align 4
  %42 = load i32, ptr %10, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %564

44:                                               ; preds = %40
  store i32 1, ptr %12, align 4
  br label %45

45:                                               ; preds = %398, %44
  %46 = load i32, ptr %12, align 4
  %47 = load i32, ptr %6, align 4
  %48 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %47, i32 1), !nosanitize !6
  %49 = extractvalue { i32, i1 } %48, 0, !nosanitize !6
  %50 = extractvalue { i32, i1 } %48, 1, !nosanitize !6
  %51 = xor i1 %50, true, !nosanitize !6
  br i1 %51, label %54, label %52, !prof !7, !nosanitize !6

52:                                               ; preds = %45
  %53 = zext i32 %47 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @29, i64 %53, i64 1) #3, !nosanitize !6
  br label %54, !nosanitize !6

54:                                               ; preds = %52, %45
  %55 = icmp slt i32 %46, %49
  br i1 %55, label %56, label %399

56:                                               ; preds = %54
  store i32 1, ptr %13, align 4
  br label %57

57:                                               ; preds = %388, %56
  %58 = load i32, ptr %13, align 4
  %59 = load i32, ptr %7, align 4
  %60 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %59, i32 1), !nosanitize !6
  %61 = extractvalue { i32, i1 } %60, 0, !nosanitize !6
  %62 = extractvalue { i32, i1 } %60, 1, !nosanitize !6
  %63 = xor i1 %62, true, !nosanitize !6
  br i1 %63, label %66, label %64, !prof !7, !nosanitize !6

64:                                               ; preds = %57
  %65 = zext i32 %59 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @30, i64 %65, i64 1) #3, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %64, %57
  %67 = icmp slt i32 %58, %61
  br i1 %67, label %68, label %389

68:                                               ; preds = %66
  %69 = load ptr, ptr %8, align 8
  %70 = load i32, ptr %12, align 4
  %71 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %70, i32 1), !nosanitize !6
  %72 = extractvalue { i32, i1 } %71, 0, !nosanitize !6
  %73 = extractvalue { i32, i1 } %71, 1, !nosanitize !6
  %74 = xor i1 %73, true, !nosanitize !6
  br i1 %74, label %77, label %75, !prof !7, !nosanitize !6

75:                                               ; preds = %68
  %76 = zext i32 %70 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @31, i64 %76, i64 1) #3, !nosanitize !6
  br label %77, !nosanitize !6

77:                                               ; preds = %75, %68
  %78 = sext i32 %72 to i64
  %79 = mul nsw i64 %78, %27
  %80 = getelementptr inbounds double, ptr %69, i64 %79
  %81 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %79), !nosanitize !6
  %82 = extractvalue { i64, i1 } %81, 1, !nosanitize !6
  %83 = or i1 %82, false, !nosanitize !6
  %84 = extractvalue { i64, i1 } %81, 0, !nosanitize !6
  %85 = ptrtoint ptr %69 to i64, !nosanitize !6
  %86 = add i64 %85, %84, !nosanitize !6
  %87 = icmp ne ptr %69, null, !nosanitize !6
  %88 = icmp ne i64 %86, 0, !nosanitize !6
  %89 = icmp eq i1 %87, %88, !nosanitize !6
  %90 = xor i1 %83, true, !nosanitize !6
  %91 = icmp uge i64 %86, %85, !nosanitize !6
  %92 = icmp sge i64 %84, 0, !nosanitize !6
  %93 = icmp ult i64 %86, %85, !nosanitize !6
  %94 = select i1 %92, i1 %91, i1 %93, !nosanitize !6
  %95 = and i1 %94, %90, !nosanitize !6
  %96 = and i1 %89, %95, !nosanitize !6
  br i1 %96, label %98, label %97, !prof !7, !nosanitize !6

97:                                               ; preds = %77
  call void @__ubsan_handle_pointer_overflow(ptr @32, i64 %85, i64 %86) #3, !nosanitize !6
  br label %98, !nosanitize !6

98:                                               ; preds = %97, %77
  %99 = load i32, ptr %13, align 4
  %100 = sext i32 %99 to i64, !nosanitize !6
  %101 = icmp ult i64 %100, %27, !nosanitize !6
  br i1 %101, label %103, label %102, !prof !7, !nosanitize !6

102:                                              ; preds = %98
  call void @__ubsan_handle_out_of_bounds(ptr @34, i64 %100) #3, !nosanitize !6
  br label %103, !nosanitize !6

103:                                              ; preds = %102, %98
  %104 = sext i32 %99 to i64
  %105 = getelementptr inbounds double, ptr %80, i64 %104
  %106 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %104), !nosanitize !6
  %107 = extractvalue { i64, i1 } %106, 1, !nosanitize !6
  %108 = or i1 %107, false, !nosanitize !6
  %109 = extractvalue { i64, i1 } %106, 0, !nosanitize !6
  %110 = ptrtoint ptr %80 to i64, !nosanitize !6
  %111 = add i64 %110, %109, !nosanitize !6
  %112 = icmp ne ptr %80, null, !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @35, i64 %110, i64 %111) #3, !nosanitize !6
  br label %123, !nosanitize !6

123:                                              ; preds = %122, %103
  %124 = icmp ne ptr %105, null, !nosanitize !6
  %125 = ptrtoint ptr %105 to i64, !nosanitize !6
  %126 = and i64 %125, 7, !nosanitize !6
  %127 = icmp eq i64 %126, 0, !nosanitize !6
  %128 = and i1 %124, %127, !nosanitize !6
  br i1 %128, label %130, label %129, !prof !7, !nosanitize !6

129:                                              ; preds = %123
  call void @__ubsan_handle_type_mismatch_v1(ptr @36, i64 %125) #3, !nosanitize !6
  br label %130, !nosanitize !6

130:                                              ; preds = %129, %123
  %131 = load double, ptr %105, align 8
  %132 = load ptr, ptr %8, align 8
  %133 = load i32, ptr %12, align 4
  %134 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %133, i32 1), !nosanitize !6
  %135 = extractvalue { i32, i1 } %134, 0, !nosanitize !6
  %136 = extractvalue { i32, i1 } %134, 1, !nosanitize !6
  %137 = xor i1 %136, true, !nosanitize !6
  br i1 %137, label %140, label %138, !prof !7, !nosanitize !6

138:                                              ; preds = %130
  %139 = zext i32 %133 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @37, i64 %139, i64 1) #3, !nosanitize !6
  br label %140, !nosanitize !6

140:                                              ; preds = %138, %130
  %141 = sext i32 %135 to i64
  %142 = mul nsw i64 %141, %27
  %143 = getelementptr inbounds double, ptr %132, i64 %142
  %144 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %142), !nosanitize !6
  %145 = extractvalue { i64, i1 } %144, 1, !nosanitize !6
  %146 = or i1 %145, false, !nosanitize !6
  %147 = extractvalue { i64, i1 } %144, 0, !nosanitize !6
  %148 = ptrtoint ptr %132 to i64, !nosanitize !6
  %149 = add i64 %148, %147, !nosanitize !6
  %150 = icmp ne ptr %132, null, !nosanitize !6
  %151 = icmp ne i64 %149, 0, !nosanitize !6
  %152 = icmp eq i1 %150, %151, !nosanitize !6
  %153 = xor i1 %146, true, !nosanitize !6
  %154 = icmp uge i64 %149, %148, !nosanitize !6
  %155 = icmp sge i64 %147, 0, !nosanitize !6
  %156 = icmp ult i64 %149, %148, !nosanitize !6
  %157 = select i1 %155, i1 %154, i1 %156, !nosanitize !6
  %158 = and i1 %157, %153, !nosanitize !6
  %159 = and i1 %152, %158, !nosanitize !6
  br i1 %159, label %161, label %160, !prof !7, !nosanitize !6

160:                                              ; preds = %140
  call void @__ubsan_handle_pointer_overflow(ptr @38, i64 %148, i64 %149) #3, !nosanitize !6
  br label %161, !nosanitize !6

161:                                              ; preds = %160, %140
  %162 = load i32, ptr %13, align 4
  %163 = sext i32 %162 to i64, !nosanitize !6
  %164 = icmp ult i64 %163, %27, !nosanitize !6
  br i1 %164, label %166, label %165, !prof !7, !nosanitize !6

165:                                              ; preds = %161
  call void @__ubsan_handle_out_of_bounds(ptr @39, i64 %163) #3, !nosanitize !6
  br label %166, !nosanitize !6

166:                                              ; preds = %165, %161
  %167 = sext i32 %162 to i64
  %168 = getelementptr inbounds double, ptr %143, i64 %167
  %169 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %167), !nosanitize !6
  %170 = extractvalue { i64, i1 } %169, 1, !nosanitize !6
  %171 = or i1 %170, false, !nosanitize !6
  %172 = extractvalue { i64, i1 } %169, 0, !nosanitize !6
  %173 = ptrtoint ptr %143 to i64, !nosanitize !6
  %174 = add i64 %173, %172, !nosanitize !6
  %175 = icmp ne ptr %143, null, !nosanitize !6
  %176 = icmp ne i64 %174, 0, !nosanitize !6
  %177 = icmp eq i1 %175, %176, !nosanitize !6
  %178 = xor i1 %171, true, !nosanitize !6
  %179 = icmp uge i64 %174, %173, !nosanitize !6
  %180 = icmp sge i64 %172, 0, !nosanitize !6
  %181 = icmp ult i64 %174, %173, !nosanitize !6
  %182 = select i1 %180, i1 %179, i1 %181, !nosanitize !6
  %183 = and i1 %182, %178, !nosanitize !6
  %184 = and i1 %177, %183, !nosanitize !6
  br i1 %184, label %186, label %185, !prof !7, !nosanitize !6

185:                                              ; preds = %166
  call void @__ubsan_handle_pointer_overflow(ptr @40, i64 %173, i64 %174) #3, !nosanitize !6
  br label %186, !nosanitize !6

186:                                              ; preds = %185, %166
  %187 = icmp ne ptr %168, null, !nosanitize !6
  %188 = ptrtoint ptr %168 to i64, !nosanitize !6
  %189 = and i64 %188, 7, !nosanitize !6
  %190 = icmp eq i64 %189, 0, !nosanitize !6
  %191 = and i1 %187, %190, !nosanitize !6
  br i1 %191, label %193, label %192, !prof !7, !nosanitize !6

192:                                              ; preds = %186
  call void @__ubsan_handle_type_mismatch_v1(ptr @41, i64 %188) #3, !nosanitize !6
  br label %193, !nosanitize !6

193:                                              ; preds = %192, %186
  %194 = load double, ptr %168, align 8
  %195 = fadd double %131, %194
  %196 = load ptr, ptr %8, align 8
  %197 = load i32, ptr %12, align 4
  %198 = sext i32 %197 to i64
  %199 = mul nsw i64 %198, %27
  %200 = getelementptr inbounds double, ptr %196, i64 %199
  %201 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %199), !nosanitize !6
  %202 = extractvalue { i64, i1 } %201, 1, !nosanitize !6
  %203 = or i1 %202, false, !nosanitize !6
  %204 = extractvalue { i64, i1 } %201, 0, !nosanitize !6
  %205 = ptrtoint ptr %196 to i64, !nosanitize !6
  %206 = add i64 %205, %204, !nosanitize !6
  %207 = icmp ne ptr %196, null, !nosanitize !6
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

217:                                              ; preds = %193
  call void @__ubsan_handle_pointer_overflow(ptr @42, i64 %205, i64 %206) #3, !nosanitize !6
  br label %218, !nosanitize !6

218:                                              ; preds = %217, %193
  %219 = load i32, ptr %13, align 4
  %220 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %219, i32 1), !nosanitize !6
  %221 = extractvalue { i32, i1 } %220, 0, !nosanitize !6
  %222 = extractvalue { i32, i1 } %220, 1, !nosanitize !6
  %223 = xor i1 %222, true, !nosanitize !6
  br i1 %223, label %226, label %224, !prof !7, !nosanitize !6

224:                                              ; preds = %218
  %225 = zext i32 %219 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @43, i64 %225, i64 1) #3, !nosanitize !6
  br label %226, !nosanitize !6

226:                                              ; preds = %224, %218
  %227 = sext i32 %221 to i64, !nosanitize !6
  %228 = icmp ult i64 %227, %27, !nosanitize !6
  br i1 %228, label %230, label %229, !prof !7, !nosanitize !6

229:                                              ; preds = %226
  call void @__ubsan_handle_out_of_bounds(ptr @44, i64 %227) #3, !nosanitize !6
  br label %230, !nosanitize !6

230:                                              ; preds = %229, %226
  %231 = sext i32 %221 to i64
  %232 = getelementptr inbounds double, ptr %200, i64 %231
  %233 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %231), !nosanitize !6
  %234 = extractvalue { i64, i1 } %233, 1, !nosanitize !6
  %235 = or i1 %234, false, !nosanitize !6
  %236 = extractvalue { i64, i1 } %233, 0, !nosanitize !6
  %237 = ptrtoint ptr %200 to i64, !nosanitize !6
  %238 = add i64 %237, %236, !nosanitize !6
  %239 = icmp ne ptr %200, null, !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @45, i64 %237, i64 %238) #3, !nosanitize !6
  br label %250, !nosanitize !6

250:                                              ; preds = %249, %230
  %251 = icmp ne ptr %232, null, !nosanitize !6
  %252 = ptrtoint ptr %232 to i64, !nosanitize !6
  %253 = and i64 %252, 7, !nosanitize !6
  %254 = icmp eq i64 %253, 0, !nosanitize !6
  %255 = and i1 %251, %254, !nosanitize !6
  br i1 %255, label %257, label %256, !prof !7, !nosanitize !6

256:                                              ; preds = %250
  call void @__ubsan_handle_type_mismatch_v1(ptr @46, i64 %252) #3, !nosanitize !6
  br label %257, !nosanitize !6

257:                                              ; preds = %256, %250
  %258 = load double, ptr %232, align 8
  %259 = fadd double %195, %258
  %260 = load ptr, ptr %8, align 8
  %261 = load i32, ptr %12, align 4
  %262 = sext i32 %261 to i64
  %263 = mul nsw i64 %262, %27
  %264 = getelementptr inbounds double, ptr %260, i64 %263
  %265 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %263), !nosanitize !6
  %266 = extractvalue { i64, i1 } %265, 1, !nosanitize !6
  %267 = or i1 %266, false, !nosanitize !6
  %268 = extractvalue { i64, i1 } %265, 0, !nosanitize !6
  %269 = ptrtoint ptr %260 to i64, !nosanitize !6
  %270 = add i64 %269, %268, !nosanitize !6
  %271 = icmp ne ptr %260, null, !nosanitize !6
  %272 = icmp ne i64 %270, 0, !nosanitize !6
  %273 = icmp eq i1 %271, %272, !nosanitize !6
  %274 = xor i1 %267, true, !nosanitize !6
  %275 = icmp uge i64 %270, %269, !nosanitize !6
  %276 = icmp sge i64 %268, 0, !nosanitize !6
  %277 = icmp ult i64 %270, %269, !nosanitize !6
  %278 = select i1 %276, i1 %275, i1 %277, !nosanitize !6
  %279 = and i1 %278, %274, !nosanitize !6
  %280 = and i1 %273, %279, !nosanitize !6
  br i1 %280, label %282, label %281, !prof !7, !nosanitize !6

281:                                              ; preds = %257
  call void @__ubsan_handle_pointer_overflow(ptr @47, i64 %269, i64 %270) #3, !nosanitize !6
  br label %282, !nosanitize !6

282:                                              ; preds = %281, %257
  %283 = load i32, ptr %13, align 4
  %284 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %283, i32 1), !nosanitize !6
  %285 = extractvalue { i32, i1 } %284, 0, !nosanitize !6
  %286 = extractvalue { i32, i1 } %284, 1, !nosanitize !6
  %287 = xor i1 %286, true, !nosanitize !6
  br i1 %287, label %290, label %288, !prof !7, !nosanitize !6

288:                                              ; preds = %282
  %289 = zext i32 %283 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @48, i64 %289, i64 1) #3, !nosanitize !6
  br label %290, !nosanitize !6

290:                                              ; preds = %288, %282
  %291 = sext i32 %285 to i64, !nosanitize !6
  %292 = icmp ult i64 %291, %27, !nosanitize !6
  br i1 %292, label %294, label %293, !prof !7, !nosanitize !6

293:                                              ; preds = %290
  call void @__ubsan_handle_out_of_bounds(ptr @49, i64 %291) #3, !nosanitize !6
  br label %294, !nosanitize !6

294:                                              ; preds = %293, %290
  %295 = sext i32 %285 to i64
  %296 = getelementptr inbounds double, ptr %264, i64 %295
  %297 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %295), !nosanitize !6
  %298 = extractvalue { i64, i1 } %297, 1, !nosanitize !6
  %299 = or i1 %298, false, !nosanitize !6
  %300 = extractvalue { i64, i1 } %297, 0, !nosanitize !6
  %301 = ptrtoint ptr %264 to i64, !nosanitize !6
  %302 = add i64 %301, %300, !nosanitize !6
  %303 = icmp ne ptr %264, null, !nosanitize !6
  %304 = icmp ne i64 %302, 0, !nosanitize !6
  %305 = icmp eq i1 %303, %304, !nosanitize !6
  %306 = xor i1 %299, true, !nosanitize !6
  %307 = icmp uge i64 %302, %301, !nosanitize !6
  %308 = icmp sge i64 %300, 0, !nosanitize !6
  %309 = icmp ult i64 %302, %301, !nosanitize !6
  %310 = select i1 %308, i1 %307, i1 %309, !nosanitize !6
  %311 = and i1 %310, %306, !nosanitize !6
  %312 = and i1 %305, %311, !nosanitize !6
  br i1 %312, label %314, label %313, !prof !7, !nosanitize !6

313:                                              ; preds = %294
  call void @__ubsan_handle_pointer_overflow(ptr @50, i64 %301, i64 %302) #3, !nosanitize !6
  br label %314, !nosanitize !6

314:                                              ; preds = %313, %294
  %315 = icmp ne ptr %296, null, !nosanitize !6
  %316 = ptrtoint ptr %296 to i64, !nosanitize !6
  %317 = and i64 %316, 7, !nosanitize !6
  %318 = icmp eq i64 %317, 0, !nosanitize !6
  %319 = and i1 %315, %318, !nosanitize !6
  br i1 %319, label %321, label %320, !prof !7, !nosanitize !6

320:                                              ; preds = %314
  call void @__ubsan_handle_type_mismatch_v1(ptr @51, i64 %316) #3, !nosanitize !6
  br label %321, !nosanitize !6

321:                                              ; preds = %320, %314
  %322 = load double, ptr %296, align 8
  %323 = fadd double %259, %322
  %324 = fmul double 2.500000e-01, %323
  %325 = load ptr, ptr %9, align 8
  %326 = load i32, ptr %12, align 4
  %327 = sext i32 %326 to i64
  %328 = mul nsw i64 %327, %39
  %329 = getelementptr inbounds double, ptr %325, i64 %328
  %330 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %328), !nosanitize !6
  %331 = extractvalue { i64, i1 } %330, 1, !nosanitize !6
  %332 = or i1 %331, false, !nosanitize !6
  %333 = extractvalue { i64, i1 } %330, 0, !nosanitize !6
  %334 = ptrtoint ptr %325 to i64, !nosanitize !6
  %335 = add i64 %334, %333, !nosanitize !6
  %336 = icmp ne ptr %325, null, !nosanitize !6
  %337 = icmp ne i64 %335, 0, !nosanitize !6
  %338 = icmp eq i1 %336, %337, !nosanitize !6
  %339 = xor i1 %332, true, !nosanitize !6
  %340 = icmp uge i64 %335, %334, !nosanitize !6
  %341 = icmp sge i64 %333, 0, !nosanitize !6
  %342 = icmp ult i64 %335, %334, !nosanitize !6
  %343 = select i1 %341, i1 %340, i1 %342, !nosanitize !6
  %344 = and i1 %343, %339, !nosanitize !6
  %345 = and i1 %338, %344, !nosanitize !6
  br i1 %345, label %347, label %346, !prof !7, !nosanitize !6

346:                                              ; preds = %321
  call void @__ubsan_handle_pointer_overflow(ptr @52, i64 %334, i64 %335) #3, !nosanitize !6
  br label %347, !nosanitize !6

347:                                              ; preds = %346, %321
  %348 = load i32, ptr %13, align 4
  %349 = sext i32 %348 to i64, !nosanitize !6
  %350 = icmp ult i64 %349, %39, !nosanitize !6
  br i1 %350, label %352, label %351, !prof !7, !nosanitize !6

351:                                              ; preds = %347
  call void @__ubsan_handle_out_of_bounds(ptr @54, i64 %349) #3, !nosanitize !6
  br label %352, !nosanitize !6

352:                                              ; preds = %351, %347
  %353 = sext i32 %348 to i64
  %354 = getelementptr inbounds double, ptr %329, i64 %353
  %355 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %353), !nosanitize !6
  %356 = extractvalue { i64, i1 } %355, 1, !nosanitize !6
  %357 = or i1 %356, false, !nosanitize !6
  %358 = extractvalue { i64, i1 } %355, 0, !nosanitize !6
  %359 = ptrtoint ptr %329 to i64, !nosanitize !6
  %360 = add i64 %359, %358, !nosanitize !6
  %361 = icmp ne ptr %329, null, !nosanitize !6
  %362 = icmp ne i64 %360, 0, !nosanitize !6
  %363 = icmp eq i1 %361, %362, !nosanitize !6
  %364 = xor i1 %357, true, !nosanitize !6
  %365 = icmp uge i64 %360, %359, !nosanitize !6
  %366 = icmp sge i64 %358, 0, !nosanitize !6
  %367 = icmp ult i64 %360, %359, !nosanitize !6
  %368 = select i1 %366, i1 %365, i1 %367, !nosanitize !6
  %369 = and i1 %368, %364, !nosanitize !6
  %370 = and i1 %363, %369, !nosanitize !6
  br i1 %370, label %372, label %371, !prof !7, !nosanitize !6

371:                                              ; preds = %352
  call void @__ubsan_handle_pointer_overflow(ptr @55, i64 %359, i64 %360) #3, !nosanitize !6
  br label %372, !nosanitize !6

372:                                              ; preds = %371, %352
  %373 = icmp ne ptr %354, null, !nosanitize !6
  %374 = ptrtoint ptr %354 to i64, !nosanitize !6
  %375 = and i64 %374, 7, !nosanitize !6
  %376 = icmp eq i64 %375, 0, !nosanitize !6
  %377 = and i1 %373, %376, !nosanitize !6
  br i1 %377, label %379, label %378, !prof !7, !nosanitize !6

378:                                              ; preds = %372
  call void @__ubsan_handle_type_mismatch_v1(ptr @56, i64 %374) #3, !nosanitize !6
  br label %379, !nosanitize !6

379:                                              ; preds = %378, %372
  store double %324, ptr %354, align 8
  br label %380

380:                                              ; preds = %379
  %381 = load i32, ptr %13, align 4
  %382 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %381, i32 1), !nosanitize !6
  %383 = extractvalue { i32, i1 } %382, 0, !nosanitize !6
  %384 = extractvalue { i32, i1 } %382, 1, !nosanitize !6
  %385 = xor i1 %384, true, !nosanitize !6
  br i1 %385, label %388, label %386, !prof !7, !nosanitize !6

386:                                              ; preds = %380
  %387 = zext i32 %381 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @57, i64 %387, i64 1) #3, !nosanitize !6
  br label %388, !nosanitize !6

388:                                              ; preds = %386, %380
  store i32 %383, ptr %13, align 4
  br label %57, !llvm.loop !11

389:                                              ; preds = %66
  br label %390

390:                                              ; preds = %389
  %391 = load i32, ptr %12, align 4
  %392 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %391, i32 1), !nosanitize !6
  %393 = extractvalue { i32, i1 } %392, 0, !nosanitize !6
  %394 = extractvalue { i32, i1 } %392, 1, !nosanitize !6
  %395 = xor i1 %394, true, !nosanitize !6
  br i1 %395, label %398, label %396, !prof !7, !nosanitize !6

396:                                              ; preds = %390
  %397 = zext i32 %391 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @58, i64 %397, i64 1) #3, !nosanitize !6
  br label %398, !nosanitize !6

398:                                              ; preds = %396, %390
  store i32 %393, ptr %12, align 4
  br label %45, !llvm.loop !12

399:                                              ; preds = %54
  store i32 1, ptr %14, align 4
  br label %400

400:                                              ; preds = %553, %399
  %401 = load i32, ptr %14, align 4
  %402 = load i32, ptr %6, align 4
  %403 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %402, i32 1), !nosanitize !6
  %404 = extractvalue { i32, i1 } %403, 0, !nosanitize !6
  %405 = extractvalue { i32, i1 } %403, 1, !nosanitize !6
  %406 = xor i1 %405, true, !nosanitize !6
  br i1 %406, label %409, label %407, !prof !7, !nosanitize !6

407:                                              ; preds = %400
  %408 = zext i32 %402 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @59, i64 %408, i64 1) #3, !nosanitize !6
  br label %409, !nosanitize !6

409:                                              ; preds = %407, %400
  %410 = icmp slt i32 %401, %404
  br i1 %410, label %411, label %554

411:                                              ; preds = %409
  store i32 1, ptr %15, align 4
  br label %412

412:                                              ; preds = %543, %411
  %413 = load i32, ptr %15, align 4
  %414 = load i32, ptr %7, align 4
  %415 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %414, i32 1), !nosanitize !6
  %416 = extractvalue { i32, i1 } %415, 0, !nosanitize !6
  %417 = extractvalue { i32, i1 } %415, 1, !nosanitize !6
  %418 = xor i1 %417, true, !nosanitize !6
  br i1 %418, label %421, label %419, !prof !7, !nosanitize !6

419:                                              ; preds = %412
  %420 = zext i32 %414 to i64, !nosanitize !6
  call void @__ubsan_handle_sub_overflow(ptr @60, i64 %420, i64 1) #3, !nosanitize !6
  br label %421, !nosanitize !6

421:                                              ; preds = %419, %412
  %422 = icmp slt i32 %413, %416
  br i1 %422, label %423, label %544

423:                                              ; preds = %421
  %424 = load ptr, ptr %9, align 8
  %425 = load i32, ptr %14, align 4
  %426 = sext i32 %425 to i64
  %427 = mul nsw i64 %426, %39
  %428 = getelementptr inbounds double, ptr %424, i64 %427
  %429 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %427), !nosanitize !6
  %430 = extractvalue { i64, i1 } %429, 1, !nosanitize !6
  %431 = or i1 %430, false, !nosanitize !6
  %432 = extractvalue { i64, i1 } %429, 0, !nosanitize !6
  %433 = ptrtoint ptr %424 to i64, !nosanitize !6
  %434 = add i64 %433, %432, !nosanitize !6
  %435 = icmp ne ptr %424, null, !nosanitize !6
  %436 = icmp ne i64 %434, 0, !nosanitize !6
  %437 = icmp eq i1 %435, %436, !nosanitize !6
  %438 = xor i1 %431, true, !nosanitize !6
  %439 = icmp uge i64 %434, %433, !nosanitize !6
  %440 = icmp sge i64 %432, 0, !nosanitize !6
  %441 = icmp ult i64 %434, %433, !nosanitize !6
  %442 = select i1 %440, i1 %439, i1 %441, !nosanitize !6
  %443 = and i1 %442, %438, !nosanitize !6
  %444 = and i1 %437, %443, !nosanitize !6
  br i1 %444, label %446, label %445, !prof !7, !nosanitize !6

445:                                              ; preds = %423
  call void @__ubsan_handle_pointer_overflow(ptr @61, i64 %433, i64 %434) #3, !nosanitize !6
  br label %446, !nosanitize !6

446:                                              ; preds = %445, %423
  %447 = load i32, ptr %15, align 4
  %448 = sext i32 %447 to i64, !nosanitize !6
  %449 = icmp ult i64 %448, %39, !nosanitize !6
  br i1 %449, label %451, label %450, !prof !7, !nosanitize !6

450:                                              ; preds = %446
  call void @__ubsan_handle_out_of_bounds(ptr @62, i64 %448) #3, !nosanitize !6
  br label %451, !nosanitize !6

451:                                              ; preds = %450, %446
  %452 = sext i32 %447 to i64
  %453 = getelementptr inbounds double, ptr %428, i64 %452
  %454 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %452), !nosanitize !6
  %455 = extractvalue { i64, i1 } %454, 1, !nosanitize !6
  %456 = or i1 %455, false, !nosanitize !6
  %457 = extractvalue { i64, i1 } %454, 0, !nosanitize !6
  %458 = ptrtoint ptr %428 to i64, !nosanitize !6
  %459 = add i64 %458, %457, !nosanitize !6
  %460 = icmp ne ptr %428, null, !nosanitize !6
  %461 = icmp ne i64 %459, 0, !nosanitize !6
  %462 = icmp eq i1 %460, %461, !nosanitize !6
  %463 = xor i1 %456, true, !nosanitize !6
  %464 = icmp uge i64 %459, %458, !nosanitize !6
  %465 = icmp sge i64 %457, 0, !nosanitize !6
  %466 = icmp ult i64 %459, %458, !nosanitize !6
  %467 = select i1 %465, i1 %464, i1 %466, !nosanitize !6
  %468 = and i1 %467, %463, !nosanitize !6
  %469 = and i1 %462, %468, !nosanitize !6
  br i1 %469, label %471, label %470, !prof !7, !nosanitize !6

470:                                              ; preds = %451
  call void @__ubsan_handle_pointer_overflow(ptr @63, i64 %458, i64 %459) #3, !nosanitize !6
  br label %471, !nosanitize !6

471:                                              ; preds = %470, %451
  %472 = icmp ne ptr %453, null, !nosanitize !6
  %473 = ptrtoint ptr %453 to i64, !nosanitize !6
  %474 = and i64 %473, 7, !nosanitize !6
  %475 = icmp eq i64 %474, 0, !nosanitize !6
  %476 = and i1 %472, %475, !nosanitize !6
  br i1 %476, label %478, label %477, !prof !7, !nosanitize !6

477:                                              ; preds = %471
  call void @__ubsan_handle_type_mismatch_v1(ptr @64, i64 %473) #3, !nosanitize !6
  br label %478, !nosanitize !6

478:                                              ; preds = %477, %471
  %479 = load double, ptr %453, align 8
  %480 = load ptr, ptr %8, align 8
  %481 = load i32, ptr %14, align 4
  %482 = sext i32 %481 to i64
  %483 = mul nsw i64 %482, %27
  %484 = getelementptr inbounds double, ptr %480, i64 %483
  %485 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %483), !nosanitize !6
  %486 = extractvalue { i64, i1 } %485, 1, !nosanitize !6
  %487 = or i1 %486, false, !nosanitize !6
  %488 = extractvalue { i64, i1 } %485, 0, !nosanitize !6
  %489 = ptrtoint ptr %480 to i64, !nosanitize !6
  %490 = add i64 %489, %488, !nosanitize !6
  %491 = icmp ne ptr %480, null, !nosanitize !6
  %492 = icmp ne i64 %490, 0, !nosanitize !6
  %493 = icmp eq i1 %491, %492, !nosanitize !6
  %494 = xor i1 %487, true, !nosanitize !6
  %495 = icmp uge i64 %490, %489, !nosanitize !6
  %496 = icmp sge i64 %488, 0, !nosanitize !6
  %497 = icmp ult i64 %490, %489, !nosanitize !6
  %498 = select i1 %496, i1 %495, i1 %497, !nosanitize !6
  %499 = and i1 %498, %494, !nosanitize !6
  %500 = and i1 %493, %499, !nosanitize !6
  br i1 %500, label %502, label %501, !prof !7, !nosanitize !6

501:                                              ; preds = %478
  call void @__ubsan_handle_pointer_overflow(ptr @65, i64 %489, i64 %490) #3, !nosanitize !6
  br label %502, !nosanitize !6

502:                                              ; preds = %501, %478
  %503 = load i32, ptr %15, align 4
  %504 = sext i32 %503 to i64, !nosanitize !6
  %505 = icmp ult i64 %504, %27, !nosanitize !6
  br i1 %505, label %507, label %506, !prof !7, !nosanitize !6

506:                                              ; preds = %502
  call void @__ubsan_handle_out_of_bounds(ptr @66, i64 %504) #3, !nosanitize !6
  br label %507, !nosanitize !6

507:                                              ; preds = %506, %502
  %508 = sext i32 %503 to i64
  %509 = getelementptr inbounds double, ptr %484, i64 %508
  %510 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %508), !nosanitize !6
  %511 = extractvalue { i64, i1 } %510, 1, !nosanitize !6
  %512 = or i1 %511, false, !nosanitize !6
  %513 = extractvalue { i64, i1 } %510, 0, !nosanitize !6
  %514 = ptrtoint ptr %484 to i64, !nosanitize !6
  %515 = add i64 %514, %513, !nosanitize !6
  %516 = icmp ne ptr %484, null, !nosanitize !6
  %517 = icmp ne i64 %515, 0, !nosanitize !6
  %518 = icmp eq i1 %516, %517, !nosanitize !6
  %519 = xor i1 %512, true, !nosanitize !6
  %520 = icmp uge i64 %515, %514, !nosanitize !6
  %521 = icmp sge i64 %513, 0, !nosanitize !6
  %522 = icmp ult i64 %515, %514, !nosanitize !6
  %523 = select i1 %521, i1 %520, i1 %522, !nosanitize !6
  %524 = and i1 %523, %519, !nosanitize !6
  %525 = and i1 %518, %524, !nosanitize !6
  br i1 %525, label %527, label %526, !prof !7, !nosanitize !6

526:                                              ; preds = %507
  call void @__ubsan_handle_pointer_overflow(ptr @67, i64 %514, i64 %515) #3, !nosanitize !6
  br label %527, !nosanitize !6

527:                                              ; preds = %526, %507
  %528 = icmp ne ptr %509, null, !nosanitize !6
  %529 = ptrtoint ptr %509 to i64, !nosanitize !6
  %530 = and i64 %529, 7, !nosanitize !6
  %531 = icmp eq i64 %530, 0, !nosanitize !6
  %532 = and i1 %528, %531, !nosanitize !6
  br i1 %532, label %534, label %533, !prof !7, !nosanitize !6

533:                                              ; preds = %527
  call void @__ubsan_handle_type_mismatch_v1(ptr @68, i64 %529) #3, !nosanitize !6
  br label %534, !nosanitize !6

534:                                              ; preds = %533, %527
  store double %479, ptr %509, align 8
  br label %535

535:                                              ; preds = %534
  %536 = load i32, ptr %15, align 4
  %537 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %536, i32 1), !nosanitize !6
  %538 = extractvalue { i32, i1 } %537, 0, !nosanitize !6
  %539 = extractvalue { i32, i1 } %537, 1, !nosanitize !6
  %540 = xor i1 %539, true, !nosanitize !6
  br i1 %540, label %543, label %541, !prof !7, !nosanitize !6

541:                                              ; preds = %535
  %542 = zext i32 %536 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @69, i64 %542, i64 1) #3, !nosanitize !6
  br label %543, !nosanitize !6

543:                                              ; preds = %541, %535
  store i32 %538, ptr %15, align 4
  br label %412, !llvm.loop !13

544:                                              ; preds = %421
  br label %545

545:                                              ; preds = %544
  %546 = load i32, ptr %14, align 4
  %547 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %546, i32 1), !nosanitize !6
  %548 = extractvalue { i32, i1 } %547, 0, !nosanitize !6
  %549 = extractvalue { i32, i1 } %547, 1, !nosanitize !6
  %550 = xor i1 %549, true, !nosanitize !6
  br i1 %550, label %553, label %551, !prof !7, !nosanitize !6

551:                                              ; preds = %545
  %552 = zext i32 %546 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @70, i64 %552, i64 1) #3, !nosanitize !6
  br label %553, !nosanitize !6

553:                                              ; preds = %551, %545
  store i32 %548, ptr %14, align 4
  br label %400, !llvm.loop !14

554:                                              ; preds = %409
  br label %555

555:                                              ; preds = %554
  %556 = load i32, ptr %11, align 4
  %557 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %556, i32 1), !nosanitize !6
  %558 = extractvalue { i32, i1 } %557, 0, !nosanitize !6
  %559 = extractvalue { i32, i1 } %557, 1, !nosanitize !6
  %560 = xor i1 %559, true, !nosanitize !6
  br i1 %560, label %563, label %561, !prof !7, !nosanitize !6

561:                                              ; preds = %555
  %562 = zext i32 %556 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @71, i64 %562, i64 1) #3, !nosanitize !6
  br label %563, !nosanitize !6

563:                                              ; preds = %561, %555
  store i32 %558, ptr %11, align 4
  br label %40, !llvm.loop !15

564:                                              ; preds = %40
  ret void
}

; Function Attrs: uwtable
declare void @__ubsan_handle_vla_bound_not_positive(ptr, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_out_of_bounds(ptr, i64) #2

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
