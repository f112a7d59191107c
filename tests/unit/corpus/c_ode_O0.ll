; ModuleID = 'ode.c'
source_filename = "ode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.osc_params = type { double, double }

@.src = private unnamed_addr constant [6 x i8] c"ode.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 13 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 13 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 5 }, ptr @3, i8 3, i8 1 }
@5 = private unnamed_addr constant { i16, i16, [19 x i8] } { i16 -1, i16 0, [19 x i8] c"'const osc_params'\00" }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 17 }, ptr @5, i8 3, i8 3 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 17 }, ptr @1, i8 3, i8 0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 28 }, ptr @5, i8 3, i8 3 }
@9 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 28 }, ptr @1, i8 3, i8 0 }
@10 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 36 }, ptr @1, i8 3, i8 0 }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 52 }, ptr @5, i8 3, i8 3 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 52 }, ptr @1, i8 3, i8 0 }
@13 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 60 } }
@14 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 60 }, ptr @1, i8 3, i8 0 }
@15 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 5 } }
@16 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 5 }, ptr @3, i8 3, i8 1 }
@17 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 42 } }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 42 }, ptr @3, i8 3, i8 0 }
@19 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'double[8]'\00" }
@20 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@21 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 59 }, ptr @19, ptr @20 }
@22 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 59 } }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 59 }, ptr @3, i8 3, i8 0 }
@24 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 33 }, ptr @19, ptr @20 }
@25 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 33 } }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 33 }, ptr @3, i8 3, i8 1 }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 29 }, ptr @20 }
@28 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 42 } }
@29 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 42 }, ptr @3, i8 3, i8 0 }
@30 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 59 }, ptr @19, ptr @20 }
@31 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 59 } }
@32 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 59 }, ptr @3, i8 3, i8 0 }
@33 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 33 }, ptr @19, ptr @20 }
@34 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 33 } }
@35 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 33 }, ptr @3, i8 3, i8 1 }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 29 }, ptr @20 }
@37 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 42 } }
@38 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 42 }, ptr @3, i8 3, i8 0 }
@39 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 53 }, ptr @19, ptr @20 }
@40 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 53 } }
@41 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 53 }, ptr @3, i8 3, i8 0 }
@42 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 33 }, ptr @19, ptr @20 }
@43 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 33 } }
@44 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 33 }, ptr @3, i8 3, i8 1 }
@45 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 29 }, ptr @20 }
@46 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 28 }, ptr @19, ptr @20 }
@47 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 28 } }
@48 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 28 }, ptr @3, i8 3, i8 0 }
@49 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 42 }, ptr @19, ptr @20 }
@50 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 42 } }
@51 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 42 }, ptr @3, i8 3, i8 0 }
@52 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 56 }, ptr @19, ptr @20 }
@53 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 56 } }
@54 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 56 }, ptr @3, i8 3, i8 0 }
@55 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 64 }, ptr @19, ptr @20 }
@56 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 64 } }
@57 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 64 }, ptr @3, i8 3, i8 0 }
@58 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 9 } }
@59 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 9 }, ptr @3, i8 3, i8 1 }
@60 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 29 }, ptr @20 }
@__const.simulate.y = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 16
@61 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 33 }, ptr @20 }
@62 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'double[2]'\00" }
@63 = private unnamed_addr global { { ptr, i32, i32 }, ptr, ptr } { { ptr, i32, i32 } { ptr @.src, i32 36, i32 12 }, ptr @62, ptr @20 }
@.src.1 = private unnamed_addr constant [106 x i8] c"/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/string.h\00", align 1
@64 = private unnamed_addr global { { ptr, i32, i32 }, { ptr, i32, i32 }, i32 } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 65 }, { ptr, i32, i32 } { ptr @.src.1, i32 48, i32 28 }, i32 1 }
@65 = private unnamed_addr constant { i16, i16, [11 x i8] } { i16 -1, i16 0, [11 x i8] c"'double *'\00" }
@66 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 65 }, ptr @65, i8 3, i8 1 }
@67 = private unnamed_addr global { { ptr, i32, i32 }, { ptr, i32, i32 }, i32 } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 70 }, { ptr, i32, i32 } { ptr @.src.1, i32 48, i32 28 }, i32 2 }
@68 = private unnamed_addr constant { i16, i16, [17 x i8] } { i16 -1, i16 0, [17 x i8] c"'const double *'\00" }
@69 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 39, i32 70 }, ptr @68, i8 3, i8 0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @oscillator(double noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store double %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load ptr, ptr %8, align 8
  store ptr %10, ptr %9, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 1
  %13 = ptrtoint ptr %11 to i64, !nosanitize !6
  %14 = add i64 %13, 8, !nosanitize !6
  %15 = icmp ne ptr %11, null, !nosanitize !6
  %16 = icmp ne i64 %14, 0, !nosanitize !6
  %17 = icmp eq i1 %15, %16, !nosanitize !6
  %18 = icmp uge i64 %14, %13, !nosanitize !6
  %19 = icmp ult i64 %14, %13, !nosanitize !6
  %20 = select i1 true, i1 %18, i1 %19, !nosanitize !6
  %21 = and i1 %20, true, !nosanitize !6
  %22 = and i1 %17, %21, !nosanitize !6
  br i1 %22, label %24, label %23, !prof !7, !nosanitize !6

23:                                               ; preds = %4
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %13, i64 %14) #5, !nosanitize !6
  br label %24, !nosanitize !6

24:                                               ; preds = %23, %4
  %25 = icmp ne ptr %12, null, !nosanitize !6
  %26 = ptrtoint ptr %12 to i64, !nosanitize !6
  %27 = and i64 %26, 7, !nosanitize !6
  %28 = icmp eq i64 %27, 0, !nosanitize !6
  %29 = and i1 %25, %28, !nosanitize !6
  br i1 %29, label %31, label %30, !prof !7, !nosanitize !6

30:                                               ; preds = %24
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %26) #5, !nosanitize !6
  br label %31, !nosanitize !6

31:                                               ; preds = %30, %24
  %32 = load double, ptr %12, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 0
  %35 = icmp ne ptr %34, null, !nosanitize !6
  %36 = ptrtoint ptr %34 to i64, !nosanitize !6
  %37 = and i64 %36, 7, !nosanitize !6
  %38 = icmp eq i64 %37, 0, !nosanitize !6
  %39 = and i1 %35, %38, !nosanitize !6
  br i1 %39, label %41, label %40, !prof !7, !nosanitize !6

40:                                               ; preds = %31
  call void @__ubsan_handle_type_mismatch_v1(ptr @4, i64 %36) #5, !nosanitize !6
  br label %41, !nosanitize !6

41:                                               ; preds = %40, %31
  store double %32, ptr %34, align 8
  %42 = load ptr, ptr %9, align 8
  %43 = icmp ne ptr %42, null, !nosanitize !6
  %44 = ptrtoint ptr %42 to i64, !nosanitize !6
  %45 = and i64 %44, 7, !nosanitize !6
  %46 = icmp eq i64 %45, 0, !nosanitize !6
  %47 = and i1 %43, %46, !nosanitize !6
  br i1 %47, label %49, label %48, !prof !7, !nosanitize !6

48:                                               ; preds = %41
  call void @__ubsan_handle_type_mismatch_v1(ptr @6, i64 %44) #5, !nosanitize !6
  br label %49, !nosanitize !6

49:                                               ; preds = %48, %41
  %50 = getelementptr inbounds nuw %struct.osc_params, ptr %42, i32 0, i32 0
  %51 = icmp ne ptr %50, null, !nosanitize !6
  %52 = ptrtoint ptr %50 to i64, !nosanitize !6
  %53 = and i64 %52, 7, !nosanitize !6
  %54 = icmp eq i64 %53, 0, !nosanitize !6
  %55 = and i1 %51, %54, !nosanitize !6
  br i1 %55, label %57, label %56, !prof !7, !nosanitize !6

56:                                               ; preds = %49
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %52) #5, !nosanitize !6
  br label %57, !nosanitize !6

57:                                               ; preds = %56, %49
  %58 = load double, ptr %50, align 8
  %59 = fneg double %58
  %60 = load ptr, ptr %9, align 8
  %61 = icmp ne ptr %60, null, !nosanitize !6
  %62 = ptrtoint ptr %60 to i64, !nosanitize !6
  %63 = and i64 %62, 7, !nosanitize !6
  %64 = icmp eq i64 %63, 0, !nosanitize !6
  %65 = and i1 %61, %64, !nosanitize !6
  br i1 %65, label %67, label %66, !prof !7, !nosanitize !6

66:                                               ; preds = %57
  call void @__ubsan_handle_type_mismatch_v1(ptr @8, i64 %62) #5, !nosanitize !6
  br label %67, !nosanitize !6

67:                                               ; preds = %66, %57
  %68 = getelementptr inbounds nuw %struct.osc_params, ptr %60, i32 0, i32 0
  %69 = icmp ne ptr %68, null, !nosanitize !6
  %70 = ptrtoint ptr %68 to i64, !nosanitize !6
  %71 = and i64 %70, 7, !nosanitize !6
  %72 = icmp eq i64 %71, 0, !nosanitize !6
  %73 = and i1 %69, %72, !nosanitize !6
  br i1 %73, label %75, label %74, !prof !7, !nosanitize !6

74:                                               ; preds = %67
  call void @__ubsan_handle_type_mismatch_v1(ptr @9, i64 %70) #5, !nosanitize !6
  br label %75, !nosanitize !6

75:                                               ; preds = %74, %67
  %76 = load double, ptr %68, align 8
  %77 = fmul double %59, %76
  %78 = load ptr, ptr %6, align 8
  %79 = getelementptr inbounds double, ptr %78, i64 0
  %80 = icmp ne ptr %79, null, !nosanitize !6
  %81 = ptrtoint ptr %79 to i64, !nosanitize !6
  %82 = and i64 %81, 7, !nosanitize !6
  %83 = icmp eq i64 %82, 0, !nosanitize !6
  %84 = and i1 %80, %83, !nosanitize !6
  br i1 %84, label %86, label %85, !prof !7, !nosanitize !6

85:                                               ; preds = %75
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %81) #5, !nosanitize !6
  br label %86, !nosanitize !6

86:                                               ; preds = %85, %75
  %87 = load double, ptr %79, align 8
  %88 = load ptr, ptr %9, align 8
  %89 = icmp ne ptr %88, null, !nosanitize !6
  %90 = ptrtoint ptr %88 to i64, !nosanitize !6
  %91 = and i64 %90, 7, !nosanitize !6
  %92 = icmp eq i64 %91, 0, !nosanitize !6
  %93 = and i1 %89, %92, !nosanitize !6
  br i1 %93, label %95, label %94, !prof !7, !nosanitize !6

94:                                               ; preds = %86
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %90) #5, !nosanitize !6
  br label %95, !nosanitize !6

95:                                               ; preds = %94, %86
  %96 = getelementptr inbounds nuw %struct.osc_params, ptr %88, i32 0, i32 1
  %97 = icmp ne ptr %96, null, !nosanitize !6
  %98 = ptrtoint ptr %96 to i64, !nosanitize !6
  %99 = and i64 %98, 7, !nosanitize !6
  %100 = icmp eq i64 %99, 0, !nosanitize !6
  %101 = and i1 %97, %100, !nosanitize !6
  br i1 %101, label %103, label %102, !prof !7, !nosanitize !6

102:                                              ; preds = %95
  call void @__ubsan_handle_type_mismatch_v1(ptr @12, i64 %98) #5, !nosanitize !6
  br label %103, !nosanitize !6

103:                                              ; preds = %102, %95
  %104 = load double, ptr %96, align 8
  %105 = fmul double 2.000000e+00, %104
  %106 = load ptr, ptr %6, align 8
  %107 = getelementptr inbounds double, ptr %106, i64 1
  %108 = ptrtoint ptr %106 to i64, !nosanitize !6
  %109 = add i64 %108, 8, !nosanitize !6
  %110 = icmp ne ptr %106, null, !nosanitize !6
  %111 = icmp ne i64 %109, 0, !nosanitize !6
  %112 = icmp eq i1 %110, %111, !nosanitize !6
  %113 = icmp uge i64 %109, %108, !nosanitize !6
  %114 = icmp ult i64 %109, %108, !nosanitize !6
  %115 = select i1 true, i1 %113, i1 %114, !nosanitize !6
  %116 = and i1 %115, true, !nosanitize !6
  %117 = and i1 %112, %116, !nosanitize !6
  br i1 %117, label %119, label %118, !prof !7, !nosanitize !6

118:                                              ; preds = %103
  call void @__ubsan_handle_pointer_overflow(ptr @13, i64 %108, i64 %109) #5, !nosanitize !6
  br label %119, !nosanitize !6

119:                                              ; preds = %118, %103
  %120 = icmp ne ptr %107, null, !nosanitize !6
  %121 = ptrtoint ptr %107 to i64, !nosanitize !6
  %122 = and i64 %121, 7, !nosanitize !6
  %123 = icmp eq i64 %122, 0, !nosanitize !6
  %124 = and i1 %120, %123, !nosanitize !6
  br i1 %124, label %126, label %125, !prof !7, !nosanitize !6

125:                                              ; preds = %119
  call void @__ubsan_handle_type_mismatch_v1(ptr @14, i64 %121) #5, !nosanitize !6
  br label %126, !nosanitize !6

126:                                              ; preds = %125, %119
  %127 = load double, ptr %107, align 8
  %128 = fmul double %105, %127
  %129 = fneg double %128
  %130 = call double @llvm.fmuladd.f64(double %77, double %87, double %129)
  %131 = load double, ptr %5, align 8
  %132 = call double @cos(double noundef %131) #6
  %133 = fadd double %130, %132
  %134 = load ptr, ptr %7, align 8
  %135 = getelementptr inbounds double, ptr %134, i64 1
  %136 = ptrtoint ptr %134 to i64, !nosanitize !6
  %137 = add i64 %136, 8, !nosanitize !6
  %138 = icmp ne ptr %134, null, !nosanitize !6
  %139 = icmp ne i64 %137, 0, !nosanitize !6
  %140 = icmp eq i1 %138, %139, !nosanitize !6
  %141 = icmp uge i64 %137, %136, !nosanitize !6
  %142 = icmp ult i64 %137, %136, !nosanitize !6
  %143 = select i1 true, i1 %141, i1 %142, !nosanitize !6
  %144 = and i1 %143, true, !nosanitize !6
  %145 = and i1 %140, %144, !nosanitize !6
  br i1 %145, label %147, label %146, !prof !7, !nosanitize !6

146:                                              ; preds = %126
  call void @__ubsan_handle_pointer_overflow(ptr @15, i64 %136, i64 %137) #5, !nosanitize !6
  br label %147, !nosanitize !6

147:                                              ; preds = %146, %126
  %148 = icmp ne ptr %135, null, !nosanitize !6
  %149 = ptrtoint ptr %135 to i64, !nosanitize !6
  %150 = and i64 %149, 7, !nosanitize !6
  %151 = icmp eq i64 %150, 0, !nosanitize !6
  %152 = and i1 %148, %151, !nosanitize !6
  br i1 %152, label %154, label %153, !prof !7, !nosanitize !6

153:                                              ; preds = %147
  call void @__ubsan_handle_type_mismatch_v1(ptr @16, i64 %149) #5, !nosanitize !6
  br label %154, !nosanitize !6

154:                                              ; preds = %153, %147
  store double %133, ptr %135, align 8
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
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @rk4_step(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3, double noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [8 x double], align 16
  %14 = alloca [8 x double], align 16
  %15 = alloca [8 x double], align 16
  %16 = alloca [8 x double], align 16
  %17 = alloca [8 x double], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store double %3, ptr %10, align 8
  store double %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = load double, ptr %10, align 8
  %24 = load ptr, ptr %12, align 8
  %25 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 0
  %26 = load ptr, ptr %8, align 8
  call void %22(double noundef %23, ptr noundef %24, ptr noundef %25, ptr noundef %26)
  store i32 0, ptr %18, align 4
  br label %27

27:                                               ; preds = %138, %6
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %139

31:                                               ; preds = %27
  %32 = load ptr, ptr %12, align 8
  %33 = load i32, ptr %18, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %34), !nosanitize !6
  %37 = extractvalue { i64, i1 } %36, 1, !nosanitize !6
  %38 = or i1 %37, false, !nosanitize !6
  %39 = extractvalue { i64, i1 } %36, 0, !nosanitize !6
  %40 = ptrtoint ptr %32 to i64, !nosanitize !6
  %41 = add i64 %40, %39, !nosanitize !6
  %42 = icmp ne ptr %32, null, !nosanitize !6
  %43 = icmp ne i64 %41, 0, !nosanitize !6
  %44 = icmp eq i1 %42, %43, !nosanitize !6
  %45 = xor i1 %38, true, !nosanitize !6
  %46 = icmp uge i64 %41, %40, !nosanitize !6
  %47 = icmp sge i64 %39, 0, !nosanitize !6
  %48 = icmp ult i64 %41, %40, !nosanitize !6
  %49 = select i1 %47, i1 %46, i1 %48, !nosanitize !6
  %50 = and i1 %49, %45, !nosanitize !6
  %51 = and i1 %44, %50, !nosanitize !6
  br i1 %51, label %53, label %52, !prof !7, !nosanitize !6

52:                                               ; preds = %31
  call void @__ubsan_handle_pointer_overflow(ptr @17, i64 %40, i64 %41) #5, !nosanitize !6
  br label %53, !nosanitize !6

53:                                               ; preds = %52, %31
  %54 = icmp ne ptr %35, null, !nosanitize !6
  %55 = ptrtoint ptr %35 to i64, !nosanitize !6
  %56 = and i64 %55, 7, !nosanitize !6
  %57 = icmp eq i64 %56, 0, !nosanitize !6
  %58 = and i1 %54, %57, !nosanitize !6
  br i1 %58, label %60, label %59, !prof !7, !nosanitize !6

59:                                               ; preds = %53
  call void @__ubsan_handle_type_mismatch_v1(ptr @18, i64 %55) #5, !nosanitize !6
  br label %60, !nosanitize !6

60:                                               ; preds = %59, %53
  %61 = load double, ptr %35, align 8
  %62 = load double, ptr %11, align 8
  %63 = fmul double 5.000000e-01, %62
  %64 = load i32, ptr %18, align 4
  %65 = sext i32 %64 to i64, !nosanitize !6
  %66 = icmp ult i64 %65, 8, !nosanitize !6
  br i1 %66, label %68, label %67, !prof !7, !nosanitize !6

67:                                               ; preds = %60
  call void @__ubsan_handle_out_of_bounds(ptr @21, i64 %65) #5, !nosanitize !6
  br label %68, !nosanitize !6

68:                                               ; preds = %67, %60
  %69 = sext i32 %64 to i64
  %70 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 %69
  %71 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %69), !nosanitize !6
  %72 = extractvalue { i64, i1 } %71, 1, !nosanitize !6
  %73 = or i1 %72, false, !nosanitize !6
  %74 = extractvalue { i64, i1 } %71, 0, !nosanitize !6
  %75 = ptrtoint ptr %13 to i64, !nosanitize !6
  %76 = add i64 %75, %74, !nosanitize !6
  %77 = icmp ne ptr %13, null, !nosanitize !6
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
  call void @__ubsan_handle_pointer_overflow(ptr @22, i64 %75, i64 %76) #5, !nosanitize !6
  br label %88, !nosanitize !6

88:                                               ; preds = %87, %68
  %89 = icmp ne ptr %70, null, !nosanitize !6
  %90 = ptrtoint ptr %70 to i64, !nosanitize !6
  %91 = and i64 %90, 7, !nosanitize !6
  %92 = icmp eq i64 %91, 0, !nosanitize !6
  %93 = and i1 %89, %92, !nosanitize !6
  br i1 %93, label %95, label %94, !prof !7, !nosanitize !6

94:                                               ; preds = %88
  call void @__ubsan_handle_type_mismatch_v1(ptr @23, i64 %90) #5, !nosanitize !6
  br label %95, !nosanitize !6

95:                                               ; preds = %94, %88
  %96 = load double, ptr %70, align 8
  %97 = call double @llvm.fmuladd.f64(double %63, double %96, double %61)
  %98 = load i32, ptr %18, align 4
  %99 = sext i32 %98 to i64, !nosanitize !6
  %100 = icmp ult i64 %99, 8, !nosanitize !6
  br i1 %100, label %102, label %101, !prof !7, !nosanitize !6

101:                                              ; preds = %95
  call void @__ubsan_handle_out_of_bounds(ptr @24, i64 %99) #5, !nosanitize !6
  br label %102, !nosanitize !6

102:                                              ; preds = %101, %95
  %103 = sext i32 %98 to i64
  %104 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 %103
  %105 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %103), !nosanitize !6
  %106 = extractvalue { i64, i1 } %105, 1, !nosanitize !6
  %107 = or i1 %106, false, !nosanitize !6
  %108 = extractvalue { i64, i1 } %105, 0, !nosanitize !6
  %109 = ptrtoint ptr %17 to i64, !nosanitize !6
  %110 = add i64 %109, %108, !nosanitize !6
  %111 = icmp ne ptr %17, null, !nosanitize !6
  %112 = icmp ne i64 %110, 0, !nosanitize !6
  %113 = icmp eq i1 %111, %112, !nosanitize !6
  %114 = xor i1 %107, true, !nosanitize !6
  %115 = icmp uge i64 %110, %109, !nosanitize !6
  %116 = icmp sge i64 %108, 0, !nosanitize !6
  %117 = icmp ult i64 %110, %109, !nosanitize !6
  %118 = select i1 %116, i1 %115, i1 %117, !nosanitize !6
  %119 = and i1 %118, %114, !nosanitize !6
  %120 = and i1 %113, %119, !nosanitize !6
  br i1 %120, label %122, label %121, !prof !7, !nosanitize !6

121:                                              ; preds = %102
  call void @__ubsan_handle_pointer_overflow(ptr @25, i64 %109, i64 %110) #5, !nosanitize !6
  br label %122, !nosanitize !6

122:                                              ; preds = %121, %102
  %123 = icmp ne ptr %104, null, !nosanitize !6
  %124 = ptrtoint ptr %104 to i64, !nosanitize !6
  %125 = and i64 %124, 7, !nosanitize !6
  %126 = icmp eq i64 %125, 0, !nosanitize !6
  %127 = and i1 %123, %126, !nosanitize !6
  br i1 %127, label %129, label %128, !prof !7, !nosanitize !6

128:                                              ; preds = %122
  call void @__ubsan_handle_type_mismatch_v1(ptr @26, i64 %124) #5, !nosanitize !6
  br label %129, !nosanitize !6

129:                                              ; preds = %128, %122
  store double %97, ptr %104, align 8
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr %18, align 4
  %132 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %131, i32 1), !nosanitize !6
  %133 = extractvalue { i32, i1 } %132, 0, !nosanitize !6
  %134 = extractvalue { i32, i1 } %132, 1, !nosanitize !6
  %135 = xor i1 %134, true, !nosanitize !6
  br i1 %135, label %138, label %136, !prof !7, !nosanitize !6

136:                                              ; preds = %130
  %137 = zext i32 %131 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @27, i64 %137, i64 1) #5, !nosanitize !6
  br label %138, !nosanitize !6

138:                                              ; preds = %136, %130
  store i32 %133, ptr %18, align 4
  br label %27, !llvm.loop !8

139:                                              ; preds = %27
  %140 = load ptr, ptr %7, align 8
  %141 = load double, ptr %10, align 8
  %142 = load double, ptr %11, align 8
  %143 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %142, double %141)
  %144 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 0
  %145 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 0
  %146 = load ptr, ptr %8, align 8
  call void %140(double noundef %143, ptr noundef %144, ptr noundef %145, ptr noundef %146)
  store i32 0, ptr %19, align 4
  br label %147

147:                                              ; preds = %258, %139
  %148 = load i32, ptr %19, align 4
  %149 = load i32, ptr %9, align 4
  %150 = icmp slt i32 %148, %149
  br i1 %150, label %151, label %259

151:                                              ; preds = %147
  %152 = load ptr, ptr %12, align 8
  %153 = load i32, ptr %19, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds double, ptr %152, i64 %154
  %156 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %154), !nosanitize !6
  %157 = extractvalue { i64, i1 } %156, 1, !nosanitize !6
  %158 = or i1 %157, false, !nosanitize !6
  %159 = extractvalue { i64, i1 } %156, 0, !nosanitize !6
  %160 = ptrtoint ptr %152 to i64, !nosanitize !6
  %161 = add i64 %160, %159, !nosanitize !6
  %162 = icmp ne ptr %152, null, !nosanitize !6
  %163 = icmp ne i64 %161, 0, !nosanitize !6
  %164 = icmp eq i1 %162, %163, !nosanitize !6
  %165 = xor i1 %158, true, !nosanitize !6
  %166 = icmp uge i64 %161, %160, !nosanitize !6
  %167 = icmp sge i64 %159, 0, !nosanitize !6
  %168 = icmp ult i64 %161, %160, !nosanitize !6
  %169 = select i1 %167, i1 %166, i1 %168, !nosanitize !6
  %170 = and i1 %169, %165, !nosanitize !6
  %171 = and i1 %164, %170, !nosanitize !6
  br i1 %171, label %173, label %172, !prof !7, !nosanitize !6

172:                                              ; preds = %151
  call void @__ubsan_handle_pointer_overflow(ptr @28, i64 %160, i64 %161) #5, !nosanitize !6
  br label %173, !nosanitize !6

173:                                              ; preds = %172, %151
  %174 = icmp ne ptr %155, null, !nosanitize !6
  %175 = ptrtoint ptr %155 to i64, !nosanitize !6
  %176 = and i64 %175, 7, !nosanitize !6
  %177 = icmp eq i64 %176, 0, !nosanitize !6
  %178 = and i1 %174, %177, !nosanitize !6
  br i1 %178, label %180, label %179, !prof !7, !nosanitize !6

179:                                              ; preds = %173
  call void @__ubsan_handle_type_mismatch_v1(ptr @29, i64 %175) #5, !nosanitize !6
  br label %180, !nosanitize !6

180:                                              ; preds = %179, %173
  %181 = load double, ptr %155, align 8
  %182 = load double, ptr %11, align 8
  %183 = fmul double 5.000000e-01, %182
  %184 = load i32, ptr %19, align 4
  %185 = sext i32 %184 to i64, !nosanitize !6
  %186 = icmp ult i64 %185, 8, !nosanitize !6
  br i1 %186, label %188, label %187, !prof !7, !nosanitize !6

187:                                              ; preds = %180
  call void @__ubsan_handle_out_of_bounds(ptr @30, i64 %185) #5, !nosanitize !6
  br label %188, !nosanitize !6

188:                                              ; preds = %187, %180
  %189 = sext i32 %184 to i64
  %190 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %189
  %191 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %189), !nosanitize !6
  %192 = extractvalue { i64, i1 } %191, 1, !nosanitize !6
  %193 = or i1 %192, false, !nosanitize !6
  %194 = extractvalue { i64, i1 } %191, 0, !nosanitize !6
  %195 = ptrtoint ptr %14 to i64, !nosanitize !6
  %196 = add i64 %195, %194, !nosanitize !6
  %197 = icmp ne ptr %14, null, !nosanitize !6
  %198 = icmp ne i64 %196, 0, !nosanitize !6
  %199 = icmp eq i1 %197, %198, !nosanitize !6
  %200 = xor i1 %193, true, !nosanitize !6
  %201 = icmp uge i64 %196, %195, !nosanitize !6
  %202 = icmp sge i64 %194, 0, !nosanitize !6
  %203 = icmp ult i64 %196, %195, !nosanitize !6
  %204 = select i1 %202, i1 %201, i1 %203, !nosanitize !6
  %205 = and i1 %204, %200, !nosanitize !6
  %206 = and i1 %199, %205, !nosanitize !6
  br i1 %206, label %208, label %207, !prof !7, !nosanitize !6

207:                                              ; preds = %188
  call void @__ubsan_handle_pointer_overflow(ptr @31, i64 %195, i64 %196) #5, !nosanitize !6
  br label %208, !nosanitize !6

208:                                              ; preds = %207, %188
  %209 = icmp ne ptr %190, null, !nosanitize !6
  %210 = ptrtoint ptr %190 to i64, !nosanitize !6
  %211 = and i64 %210, 7, !nosanitize !6
  %212 = icmp eq i64 %211, 0, !nosanitize !6
  %213 = and i1 %209, %212, !nosanitize !6
  br i1 %213, label %215, label %214, !prof !7, !nosanitize !6

214:                                              ; preds = %208
  call void @__ubsan_handle_type_mismatch_v1(ptr @32, i64 %210) #5, !nosanitize !6
  br label %215, !nosanitize !6

215:                                              ; preds = %214, %208
  %216 = load double, ptr %190, align 8
  %217 = call double @llvm.fmuladd.f64(double %183, double %216, double %181)
  %218 = load i32, ptr %19, align 4
  %219 = sext i32 %218 to i64, !nosanitize !6
  %220 = icmp ult i64 %219, 8, !nosanitize !6
  br i1 %220, label %222, label %221, !prof !7, !nosanitize !6

221:                                              ; preds = %215
  call void @__ubsan_handle_out_of_bounds(ptr @33, i64 %219) #5, !nosanitize !6
  br label %222, !nosanitize !6

222:                                              ; preds = %221, %215
  %223 = sext i32 %218 to i64
  %224 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 %223
  %225 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %223), !nosanitize !6
  %226 = extractvalue { i64, i1 } %225, 1, !nosanitize !6
  %227 = or i1 %226, false, !nosanitize !6
  %228 = extractvalue { i64, i1 } %225, 0, !nosanitize !6
  %229 = ptrtoint ptr %17 to i64, !nosanitize !6
  %230 = add i64 %229, %228, !nosanitize !6
  %231 = icmp ne ptr %17, null, !nosanitize !6
  %232 = icmp ne i64 %230, 0, !nosanitize !6
  %233 = icmp eq i1 %231, %232, !nosanitize !6
  %234 = xor i1 %227, true, !nosanitize !6
  %235 = icmp uge i64 %230, %229, !nosanitize !6
  %236 = icmp sge i64 %228, 0, !nosanitize !6
  %237 = icmp ult i64 %230, %229, !nosanitize !6
  %238 = select i1 %236, i1 %235, i1 %237, !nosanitize !6
  %239 = and i1 %238, %234, !nosanitize !6
  %240 = and i1 %233, %239, !nosanitize !6
  br i1 %240, label %242, label %241, !prof !7, !nosanitize !6

241:                                              ; preds = %222
  call void @__ubsan_handle_pointer_overflow(ptr @34, i64 %229, i64 %230) #5, !nosanitize !6
  br label %242, !nosanitize !6

242:                                              ; preds = %241, %222
  %243 = icmp ne ptr %224, null, !nosanitize !6
  %244 = ptrtoint ptr %224 to i64, !nosanitize !6
  %245 = and i64 %244, 7, !nosanitize !6
  %246 = icmp eq i64 %245, 0, !nosanitize !6
  %247 = and i1 %243, %246, !nosanitize !6
  br i1 %247, label %249, label %248, !prof !7, !nosanitize !6

248:                                              ; preds = %242
  call void @__ubsan_handle_type_mismatch_v1(ptr @35, i64 %244) #5, !nosanitize !6
  br label %249, !nosanitize !6

249:                                              ; preds = %248, %242
  store double %217, ptr %224, align 8
  br label %250

250:                                              ; preds = %249
  %251 = load i32, ptr %19, align 4
  %252 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %251, i32 1), !nosanitize !6
  %253 = extractvalue { i32, i1 } %252, 0, !nosanitize !6
  %254 = extractvalue { i32, i1 } %252, 1, !nosanitize !6
  %255 = xor i1 %254, true, !nosanitize !6
  br i1 %255, label %258, label %256, !prof !7, !nosanitize !6

256:                                              ; preds = %250
  %257 = zext i32 %251 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @36, i64 %257, i64 1) #5, !nosanitize !6
  br label %258, !nosanitize !6

258:                                              ; preds = %256, %250
  store i32 %253, ptr %19, align 4
  br label %147, !llvm.loop !10

259:                                              ; preds = %147
  %260 = load ptr, ptr %7, align 8
  %261 = load double, ptr %10, align 8
  %262 = load double, ptr %11, align 8
  %263 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %262, double %261)
  %264 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 0
  %265 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %266 = load ptr, ptr %8, align 8
  call void %260(double noundef %263, ptr noundef %264, ptr noundef %265, ptr noundef %266)
  store i32 0, ptr %20, align 4
  br label %267

267:                                              ; preds = %377, %259
  %268 = load i32, ptr %20, align 4
  %269 = load i32, ptr %9, align 4
  %270 = icmp slt i32 %268, %269
  br i1 %270, label %271, label %378

271:                                              ; preds = %267
  %272 = load ptr, ptr %12, align 8
  %273 = load i32, ptr %20, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds double, ptr %272, i64 %274
  %276 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %274), !nosanitize !6
  %277 = extractvalue { i64, i1 } %276, 1, !nosanitize !6
  %278 = or i1 %277, false, !nosanitize !6
  %279 = extractvalue { i64, i1 } %276, 0, !nosanitize !6
  %280 = ptrtoint ptr %272 to i64, !nosanitize !6
  %281 = add i64 %280, %279, !nosanitize !6
  %282 = icmp ne ptr %272, null, !nosanitize !6
  %283 = icmp ne i64 %281, 0, !nosanitize !6
  %284 = icmp eq i1 %282, %283, !nosanitize !6
  %285 = xor i1 %278, true, !nosanitize !6
  %286 = icmp uge i64 %281, %280, !nosanitize !6
  %287 = icmp sge i64 %279, 0, !nosanitize !6
  %288 = icmp ult i64 %281, %280, !nosanitize !6
  %289 = select i1 %287, i1 %286, i1 %288, !nosanitize !6
  %290 = and i1 %289, %285, !nosanitize !6
  %291 = and i1 %284, %290, !nosanitize !6
  br i1 %291, label %293, label %292, !prof !7, !nosanitize !6

292:                                              ; preds = %271
  call void @__ubsan_handle_pointer_overflow(ptr @37, i64 %280, i64 %281) #5, !nosanitize !6
  br label %293, !nosanitize !6

293:                                              ; preds = %292, %271
  %294 = icmp ne ptr %275, null, !nosanitize !6
  %295 = ptrtoint ptr %275 to i64, !nosanitize !6
  %296 = and i64 %295, 7, !nosanitize !6
  %297 = icmp eq i64 %296, 0, !nosanitize !6
  %298 = and i1 %294, %297, !nosanitize !6
  br i1 %298, label %300, label %299, !prof !7, !nosanitize !6

299:                                              ; preds = %293
  call void @__ubsan_handle_type_mismatch_v1(ptr @38, i64 %295) #5, !nosanitize !6
  br label %300, !nosanitize !6

300:                                              ; preds = %299, %293
  %301 = load double, ptr %275, align 8
  %302 = load double, ptr %11, align 8
  %303 = load i32, ptr %20, align 4
  %304 = sext i32 %303 to i64, !nosanitize !6
  %305 = icmp ult i64 %304, 8, !nosanitize !6
  br i1 %305, label %307, label %306, !prof !7, !nosanitize !6

306:                                              ; preds = %300
  call void @__ubsan_handle_out_of_bounds(ptr @39, i64 %304) #5, !nosanitize !6
  br label %307, !nosanitize !6

307:                                              ; preds = %306, %300
  %308 = sext i32 %303 to i64
  %309 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %308
  %310 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %308), !nosanitize !6
  %311 = extractvalue { i64, i1 } %310, 1, !nosanitize !6
  %312 = or i1 %311, false, !nosanitize !6
  %313 = extractvalue { i64, i1 } %310, 0, !nosanitize !6
  %314 = ptrtoint ptr %15 to i64, !nosanitize !6
  %315 = add i64 %314, %313, !nosanitize !6
  %316 = icmp ne ptr %15, null, !nosanitize !6
  %317 = icmp ne i64 %315, 0, !nosanitize !6
  %318 = icmp eq i1 %316, %317, !nosanitize !6
  %319 = xor i1 %312, true, !nosanitize !6
  %320 = icmp uge i64 %315, %314, !nosanitize !6
  %321 = icmp sge i64 %313, 0, !nosanitize !6
  %322 = icmp ult i64 %315, %314, !nosanitize !6
  %323 = select i1 %321, i1 %320, i1 %322, !nosanitize !6
  %324 = and i1 %323, %319, !nosanitize !6
  %325 = and i1 %318, %324, !nosanitize !6
  br i1 %325, label %327, label %326, !prof !7, !nosanitize !6

326:                                              ; preds = %307
  call void @__ubsan_handle_pointer_overflow(ptr @40, i64 %314, i64 %315) #5, !nosanitize !6
  br label %327, !nosanitize !6

327:                                              ; preds = %326, %307
  %328 = icmp ne ptr %309, null, !nosanitize !6
  %329 = ptrtoint ptr %309 to i64, !nosanitize !6
  %330 = and i64 %329, 7, !nosanitize !6
  %331 = icmp eq i64 %330, 0, !nosanitize !6
  %332 = and i1 %328, %331, !nosanitize !6
  br i1 %332, label %334, label %333, !prof !7, !nosanitize !6

333:                                              ; preds = %327
  call void @__ubsan_handle_type_mismatch_v1(ptr @41, i64 %329) #5, !nosanitize !6
  br label %334, !nosanitize !6

334:                                              ; preds = %333, %327
  %335 = load double, ptr %309, align 8
  %336 = call double @llvm.fmuladd.f64(double %302, double %335, double %301)
  %337 = load i32, ptr %20, align 4
  %338 = sext i32 %337 to i64, !nosanitize !6
  %339 = icmp ult i64 %338, 8, !nosanitize !6
  br i1 %339, label %341, label %340, !prof !7, !nosanitize !6

340:                                              ; preds = %334
  call void @__ubsan_handle_out_of_bounds(ptr @42, i64 %338) #5, !nosanitize !6
  br label %341, !nosanitize !6

341:                                              ; preds = %340, %334
  %342 = sext i32 %337 to i64
  %343 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 %342
  %344 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %342), !nosanitize !6
  %345 = extractvalue { i64, i1 } %344, 1, !nosanitize !6
  %346 = or i1 %345, false, !nosanitize !6
  %347 = extractvalue { i64, i1 } %344, 0, !nosanitize !6
  %348 = ptrtoint ptr %17 to i64, !nosanitize !6
  %349 = add i64 %348, %347, !nosanitize !6
  %350 = icmp ne ptr %17, null, !nosanitize !6
  %351 = icmp ne i64 %349, 0, !nosanitize !6
  %352 = icmp eq i1 %350, %351, !nosanitize !6
  %353 = xor i1 %346, true, !nosanitize !6
  %354 = icmp uge i64 %349, %348, !nosanitize !6
  %355 = icmp sge i64 %347, 0, !nosanitize !6
  %356 = icmp ult i64 %349, %348, !nosanitize !6
  %357 = select i1 %355, i1 %354, i1 %356, !nosanitize !6
  %358 = and i1 %357, %353, !nosanitize !6
  %359 = and i1 %352, %358, !nosanitize !6
  br i1 %359, label %361, label %360, !prof !7, !nosanitize !6

360:                                              ; preds = %341
  call void @__ubsan_handle_pointer_overflow(ptr @43, i64 %348, i64 %349) #5, !nosanitize !6
  br label %361, !nosanitize !6

361:                                              ; preds = %360, %341
  %362 = icmp ne ptr %343, null, !nosanitize !6
  %363 = ptrtoint ptr %343 to i64, !nosanitize !6
  %364 = and i64 %363, 7, !nosanitize !6
  %365 = icmp eq i64 %364, 0, !nosanitize !6
  %366 = and i1 %362, %365, !nosanitize !6
  br i1 %366, label %368, label %367, !prof !7, !nosanitize !6

367:                                              ; preds = %361
  call void @__ubsan_handle_type_mismatch_v1(ptr @44, i64 %363) #5, !nosanitize !6
  br label %368, !nosanitize !6

368:                                              ; preds = %367, %361
  store double %336, ptr %343, align 8
  br label %369

369:                                              ; preds = %368
  %370 = load i32, ptr %20, align 4
  %371 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %370, i32 1), !nosanitize !6
  %372 = extractvalue { i32, i1 } %371, 0, !nosanitize !6
  %373 = extractvalue { i32, i1 } %371, 1, !nosanitize !6
  %374 = xor i1 %373, true, !nosanitize !6
  br i1 %374, label %377, label %375, !prof !7, !nosanitize !6

375:                                              ; preds = %369
  %376 = zext i32 %370 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @45, i64 %376, i64 1) #5, !nosanitize !6
  br label %377, !nosanitize !6

377:                                              ; preds = %375, %369
  store i32 %372, ptr %20, align 4
  br label %267, !llvm.loop !11

378:                                              ; preds = %267
  %379 = load ptr, ptr %7, align 8
  %380 = load double, ptr %10, align 8
  %381 = load double, ptr %11, align 8
  %382 = fadd double %380, %381
  %383 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 0
  %384 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 0
  %385 = load ptr, ptr %8, align 8
  call void %379(double noundef %382, ptr noundef %383, ptr noundef %384, ptr noundef %385)
  store i32 0, ptr %21, align 4
  br label %386

386:                                              ; preds = %567, %378
  %387 = load i32, ptr %21, align 4
  %388 = load i32, ptr %9, align 4
  %389 = icmp slt i32 %387, %388
  br i1 %389, label %390, label %568

390:                                              ; preds = %386
  %391 = load double, ptr %11, align 8
  %392 = fdiv double %391, 6.000000e+00
  %393 = load i32, ptr %21, align 4
  %394 = sext i32 %393 to i64, !nosanitize !6
  %395 = icmp ult i64 %394, 8, !nosanitize !6
  br i1 %395, label %397, label %396, !prof !7, !nosanitize !6

396:                                              ; preds = %390
  call void @__ubsan_handle_out_of_bounds(ptr @46, i64 %394) #5, !nosanitize !6
  br label %397, !nosanitize !6

397:                                              ; preds = %396, %390
  %398 = sext i32 %393 to i64
  %399 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 %398
  %400 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %398), !nosanitize !6
  %401 = extractvalue { i64, i1 } %400, 1, !nosanitize !6
  %402 = or i1 %401, false, !nosanitize !6
  %403 = extractvalue { i64, i1 } %400, 0, !nosanitize !6
  %404 = ptrtoint ptr %13 to i64, !nosanitize !6
  %405 = add i64 %404, %403, !nosanitize !6
  %406 = icmp ne ptr %13, null, !nosanitize !6
  %407 = icmp ne i64 %405, 0, !nosanitize !6
  %408 = icmp eq i1 %406, %407, !nosanitize !6
  %409 = xor i1 %402, true, !nosanitize !6
  %410 = icmp uge i64 %405, %404, !nosanitize !6
  %411 = icmp sge i64 %403, 0, !nosanitize !6
  %412 = icmp ult i64 %405, %404, !nosanitize !6
  %413 = select i1 %411, i1 %410, i1 %412, !nosanitize !6
  %414 = and i1 %413, %409, !nosanitize !6
  %415 = and i1 %408, %414, !nosanitize !6
  br i1 %415, label %417, label %416, !prof !7, !nosanitize !6

416:                                              ; preds = %397
  call void @__ubsan_handle_pointer_overflow(ptr @47, i64 %404, i64 %405) #5, !nosanitize !6
  br label %417, !nosanitize !6

417:                                              ; preds = %416, %397
  %418 = icmp ne ptr %399, null, !nosanitize !6
  %419 = ptrtoint ptr %399 to i64, !nosanitize !6
  %420 = and i64 %419, 7, !nosanitize !6
  %421 = icmp eq i64 %420, 0, !nosanitize !6
  %422 = and i1 %418, %421, !nosanitize !6
  br i1 %422, label %424, label %423, !prof !7, !nosanitize !6

423:                                              ; preds = %417
  call void @__ubsan_handle_type_mismatch_v1(ptr @48, i64 %419) #5, !nosanitize !6
  br label %424, !nosanitize !6

424:                                              ; preds = %423, %417
  %425 = load double, ptr %399, align 8
  %426 = load i32, ptr %21, align 4
  %427 = sext i32 %426 to i64, !nosanitize !6
  %428 = icmp ult i64 %427, 8, !nosanitize !6
  br i1 %428, label %430, label %429, !prof !7, !nosanitize !6

429:                                              ; preds = %424
  call void @__ubsan_handle_out_of_bounds(ptr @49, i64 %427) #5, !nosanitize !6
  br label %430, !nosanitize !6

430:                                              ; preds = %429, %424
  %431 = sext i32 %426 to i64
  %432 = getelementptr inbounds [8 x double], ptr %14, i64 0, i64 %431
  %433 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %431), !nosanitize !6
  %434 = extractvalue { i64, i1 } %433, 1, !nosanitize !6
  %435 = or i1 %434, false, !nosanitize !6
  %436 = extractvalue { i64, i1 } %433, 0, !nosanitize !6
  %437 = ptrtoint ptr %14 to i64, !nosanitize !6
  %438 = add i64 %437, %436, !nosanitize !6
  %439 = icmp ne ptr %14, null, !nosanitize !6
  %440 = icmp ne i64 %438, 0, !nosanitize !6
  %441 = icmp eq i1 %439, %440, !nosanitize !6
  %442 = xor i1 %435, true, !nosanitize !6
  %443 = icmp uge i64 %438, %437, !nosanitize !6
  %444 = icmp sge i64 %436, 0, !nosanitize !6
  %445 = icmp ult i64 %438, %437, !nosanitize !6
  %446 = select i1 %444, i1 %443, i1 %445, !nosanitize !6
  %447 = and i1 %446, %442, !nosanitize !6
  %448 = and i1 %441, %447, !nosanitize !6
  br i1 %448, label %450, label %449, !prof !7, !nosanitize !6

449:                                              ; preds = %430
  call void @__ubsan_handle_pointer_overflow(ptr @50, i64 %437, i64 %438) #5, !nosanitize !6
  br label %450, !nosanitize !6

450:                                              ; preds = %449, %430
  %451 = icmp ne ptr %432, null, !nosanitize !6
  %452 = ptrtoint ptr %432 to i64, !nosanitize !6
  %453 = and i64 %452, 7, !nosanitize !6
  %454 = icmp eq i64 %453, 0, !nosanitize !6
  %455 = and i1 %451, %454, !nosanitize !6
  br i1 %455, label %457, label %456, !prof !7, !nosanitize !6

456:                                              ; preds = %450
  call void @__ubsan_handle_type_mismatch_v1(ptr @51, i64 %452) #5, !nosanitize !6
  br label %457, !nosanitize !6

457:                                              ; preds = %456, %450
  %458 = load double, ptr %432, align 8
  %459 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %458, double %425)
  %460 = load i32, ptr %21, align 4
  %461 = sext i32 %460 to i64, !nosanitize !6
  %462 = icmp ult i64 %461, 8, !nosanitize !6
  br i1 %462, label %464, label %463, !prof !7, !nosanitize !6

463:                                              ; preds = %457
  call void @__ubsan_handle_out_of_bounds(ptr @52, i64 %461) #5, !nosanitize !6
  br label %464, !nosanitize !6

464:                                              ; preds = %463, %457
  %465 = sext i32 %460 to i64
  %466 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %465
  %467 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %465), !nosanitize !6
  %468 = extractvalue { i64, i1 } %467, 1, !nosanitize !6
  %469 = or i1 %468, false, !nosanitize !6
  %470 = extractvalue { i64, i1 } %467, 0, !nosanitize !6
  %471 = ptrtoint ptr %15 to i64, !nosanitize !6
  %472 = add i64 %471, %470, !nosanitize !6
  %473 = icmp ne ptr %15, null, !nosanitize !6
  %474 = icmp ne i64 %472, 0, !nosanitize !6
  %475 = icmp eq i1 %473, %474, !nosanitize !6
  %476 = xor i1 %469, true, !nosanitize !6
  %477 = icmp uge i64 %472, %471, !nosanitize !6
  %478 = icmp sge i64 %470, 0, !nosanitize !6
  %479 = icmp ult i64 %472, %471, !nosanitize !6
  %480 = select i1 %478, i1 %477, i1 %479, !nosanitize !6
  %481 = and i1 %480, %476, !nosanitize !6
  %482 = and i1 %475, %481, !nosanitize !6
  br i1 %482, label %484, label %483, !prof !7, !nosanitize !6

483:                                              ; preds = %464
  call void @__ubsan_handle_pointer_overflow(ptr @53, i64 %471, i64 %472) #5, !nosanitize !6
  br label %484, !nosanitize !6

484:                                              ; preds = %483, %464
  %485 = icmp ne ptr %466, null, !nosanitize !6
  %486 = ptrtoint ptr %466 to i64, !nosanitize !6
  %487 = and i64 %486, 7, !nosanitize !6
  %488 = icmp eq i64 %487, 0, !nosanitize !6
  %489 = and i1 %485, %488, !nosanitize !6
  br i1 %489, label %491, label %490, !prof !7, !nosanitize !6

490:                                              ; preds = %484
  call void @__ubsan_handle_type_mismatch_v1(ptr @54, i64 %486) #5, !nosanitize !6
  br label %491, !nosanitize !6

491:                                              ; preds = %490, %484
  %492 = load double, ptr %466, align 8
  %493 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %492, double %459)
  %494 = load i32, ptr %21, align 4
  %495 = sext i32 %494 to i64, !nosanitize !6
  %496 = icmp ult i64 %495, 8, !nosanitize !6
  br i1 %496, label %498, label %497, !prof !7, !nosanitize !6

497:                                              ; preds = %491
  call void @__ubsan_handle_out_of_bounds(ptr @55, i64 %495) #5, !nosanitize !6
  br label %498, !nosanitize !6

498:                                              ; preds = %497, %491
  %499 = sext i32 %494 to i64
  %500 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %499
  %501 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %499), !nosanitize !6
  %502 = extractvalue { i64, i1 } %501, 1, !nosanitize !6
  %503 = or i1 %502, false, !nosanitize !6
  %504 = extractvalue { i64, i1 } %501, 0, !nosanitize !6
  %505 = ptrtoint ptr %16 to i64, !nosanitize !6
  %506 = add i64 %505, %504, !nosanitize !6
  %507 = icmp ne ptr %16, null, !nosanitize !6
  %508 = icmp ne i64 %506, 0, !nosanitize !6
  %509 = icmp eq i1 %507, %508, !nosanitize !6
  %510 = xor i1 %503, true, !nosanitize !6
  %511 = icmp uge i64 %506, %505, !nosanitize !6
  %512 = icmp sge i64 %504, 0, !nosanitize !6
  %513 = icmp ult i64 %506, %505, !nosanitize !6
  %514 = select i1 %512, i1 %511, i1 %513, !nosanitize !6
  %515 = and i1 %514, %510, !nosanitize !6
  %516 = and i1 %509, %515, !nosanitize !6
  br i1 %516, label %518, label %517, !prof !7, !nosanitize !6

517:                                              ; preds = %498
  call void @__ubsan_handle_pointer_overflow(ptr @56, i64 %505, i64 %506) #5, !nosanitize !6
  br label %518, !nosanitize !6

518:                                              ; preds = %517, %498
  %519 = icmp ne ptr %500, null, !nosanitize !6
  %520 = ptrtoint ptr %500 to i64, !nosanitize !6
  %521 = and i64 %520, 7, !nosanitize !6
  %522 = icmp eq i64 %521, 0, !nosanitize !6
  %523 = and i1 %519, %522, !nosanitize !6
  br i1 %523, label %525, label %524, !prof !7, !nosanitize !6

524:                                              ; preds = %518
  call void @__ubsan_handle_type_mismatch_v1(ptr @57, i64 %520) #5, !nosanitize !6
  br label %525, !nosanitize !6

525:                                              ; preds = %524, %518
  %526 = load double, ptr %500, align 8
  %527 = fadd double %493, %526
  %528 = load ptr, ptr %12, align 8
  %529 = load i32, ptr %21, align 4
  %530 = sext i32 %529 to i64
  %531 = getelementptr inbounds double, ptr %528, i64 %530
  %532 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %530), !nosanitize !6
  %533 = extractvalue { i64, i1 } %532, 1, !nosanitize !6
  %534 = or i1 %533, false, !nosanitize !6
  %535 = extractvalue { i64, i1 } %532, 0, !nosanitize !6
  %536 = ptrtoint ptr %528 to i64, !nosanitize !6
  %537 = add i64 %536, %535, !nosanitize !6
  %538 = icmp ne ptr %528, null, !nosanitize !6
  %539 = icmp ne i64 %537, 0, !nosanitize !6
  %540 = icmp eq i1 %538, %539, !nosanitize !6
  %541 = xor i1 %534, true, !nosanitize !6
  %542 = icmp uge i64 %537, %536, !nosanitize !6
  %543 = icmp sge i64 %535, 0, !nosanitize !6
  %544 = icmp ult i64 %537, %536, !nosanitize !6
  %545 = select i1 %543, i1 %542, i1 %544, !nosanitize !6
  %546 = and i1 %545, %541, !nosanitize !6
  %547 = and i1 %540, %546, !nosanitize !6
  br i1 %547, label %549, label %548, !prof !7, !nosanitize !6

548:                                              ; preds = %525
  call void @__ubsan_handle_pointer_overflow(ptr @58, i64 %536, i64 %537) #5, !nosanitize !6
  br label %549, !nosanitize !6

549:                                              ; preds = %548, %525
  %550 = icmp ne ptr %531, null, !nosanitize !6
  %551 = ptrtoint ptr %531 to i64, !nosanitize !6
  %552 = and i64 %551, 7, !nosanitize !6
  %553 = icmp eq i64 %552, 0, !nosanitize !6
  %554 = and i1 %550, %553, !nosanitize !6
  br i1 %554, label %556, label %555, !prof !7, !nosanitize !6

555:                                              ; preds = %549
  call void @__ubsan_handle_type_mismatch_v1(ptr @59, i64 %551) #5, !nosanitize !6
  br label %556, !nosanitize !6

556:                                              ; preds = %555, %549
  %557 = load double, ptr %531, align 8
  %558 = call double @llvm.fmuladd.f64(double %392, double %527, double %557)
  store double %558, ptr %531, align 8
  br label %559

559:                                              ; preds = %556
  %560 = load i32, ptr %21, align 4
  %561 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %560, i32 1), !nosanitize !6
  %562 = extractvalue { i32, i1 } %561, 0, !nosanitize !6
  %563 = extractvalue { i32, i1 } %561, 1, !nosanitize !6
  %564 = xor i1 %563, true, !nosanitize !6
  br i1 %564, label %567, label %565, !prof !7, !nosanitize !6

565:                                              ; preds = %559
  %566 = zext i32 %560 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @60, i64 %566, i64 1) #5, !nosanitize !6
  br label %567, !nosanitize !6

567:                                              ; preds = %565, %559
  store i32 %562, ptr %21, align 4
  br label %386, !llvm.loop !12

568:                                              ; preds = %386
  ret void
}

; Function Attrs: uwtable
declare void @__ubsan_handle_out_of_bounds(ptr, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @simulate(double noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.osc_params, align 8
  %10 = alloca [2 x double], align 16
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %13 = getelementptr inbounds nuw %struct.osc_params, ptr %9, i32 0, i32 0
  %14 = load double, ptr %5, align 8
  store double %14, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.osc_params, ptr %9, i32 0, i32 1
  %16 = load double, ptr %6, align 8
  store double %16, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.simulate.y, i64 16, i1 false)
  %17 = load double, ptr %7, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sitofp i32 %18 to double
  %20 = fdiv double %17, %19
  store double %20, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %21

21:                                               ; preds = %40, %4
  %22 = load i32, ptr %12, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %41

25:                                               ; preds = %21
  %26 = load i32, ptr %12, align 4
  %27 = sitofp i32 %26 to double
  %28 = load double, ptr %11, align 8
  %29 = fmul double %27, %28
  %30 = load double, ptr %11, align 8
  %31 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  call void @rk4_step(ptr noundef @oscillator, ptr noundef %9, i32 noundef 2, double noundef %29, double noundef %30, ptr noundef %31)
  br label %32

32:                                               ; preds = %25
  %33 = load i32, ptr %12, align 4
  %34 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %33, i32 1), !nosanitize !6
  %35 = extractvalue { i32, i1 } %34, 0, !nosanitize !6
  %36 = extractvalue { i32, i1 } %34, 1, !nosanitize !6
  %37 = xor i1 %36, true, !nosanitize !6
  br i1 %37, label %40, label %38, !prof !7, !nosanitize !6

38:                                               ; preds = %32
  %39 = zext i32 %33 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @61, i64 %39, i64 1) #5, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %38, %32
  store i32 %35, ptr %12, align 4
  br label %21, !llvm.loop !13

41:                                               ; preds = %21
  br i1 true, label %43, label %42, !prof !7, !nosanitize !6

42:                                               ; preds = %41
  call void @__ubsan_handle_out_of_bounds(ptr @63, i64 0) #5, !nosanitize !6
  br label %43, !nosanitize !6

43:                                               ; preds = %42, %41
  %44 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 0
  %45 = load double, ptr %44, align 16
  ret double %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @copy_state(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 8
  %12 = icmp ne ptr %7, null, !nosanitize !6
  br i1 %12, label %14, label %13, !prof !7, !nosanitize !6

13:                                               ; preds = %3
  call void @__ubsan_handle_nonnull_arg(ptr @64) #5, !nosanitize !6
  br label %14, !nosanitize !6

14:                                               ; preds = %13, %3
  %15 = ptrtoint ptr %7 to i64, !nosanitize !6
  %16 = and i64 %15, 7, !nosanitize !6
  %17 = icmp eq i64 %16, 0, !nosanitize !6
  br i1 %17, label %19, label %18, !prof !7, !nosanitize !6

18:                                               ; preds = %14
  call void @__ubsan_handle_type_mismatch_v1(ptr @66, i64 %15) #5, !nosanitize !6
  br label %19, !nosanitize !6

19:                                               ; preds = %18, %14
  %20 = icmp ne ptr %8, null, !nosanitize !6
  br i1 %20, label %22, label %21, !prof !7, !nosanitize !6

21:                                               ; preds = %19
  call void @__ubsan_handle_nonnull_arg(ptr @67) #5, !nosanitize !6
  br label %22, !nosanitize !6

22:                                               ; preds = %21, %19
  %23 = ptrtoint ptr %8 to i64, !nosanitize !6
  %24 = and i64 %23, 7, !nosanitize !6
  %25 = icmp eq i64 %24, 0, !nosanitize !6
  br i1 %25, label %27, label %26, !prof !7, !nosanitize !6

26:                                               ; preds = %22
  call void @__ubsan_handle_type_mismatch_v1(ptr @69, i64 %23) #5, !nosanitize !6
  br label %27, !nosanitize !6

27:                                               ; preds = %26, %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 %11, i1 false)
  ret void
}

; Function Attrs: uwtable
declare void @__ubsan_handle_nonnull_arg(ptr) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nomerge nounwind }
attributes #6 = { nounwind }

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
