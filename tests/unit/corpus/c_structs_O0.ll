; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.vec3 = type { double, double, double }
%struct.particle = type { %struct.vec3, %struct.vec3, double, i32 }

@.src = private unnamed_addr constant [10 x i8] c"structs.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 9 } }
@1 = private unnamed_addr constant { i16, i16, [11 x i8] } { i16 -1, i16 0, [11 x i8] c"'particle'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 9 }, ptr @1, i8 3, i8 3 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 25 } }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 25 }, ptr @1, i8 3, i8 3 }
@5 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 42 } }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 42 }, ptr @1, i8 3, i8 3 }
@7 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 29 }, ptr @7 }
@9 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 20 } }
@10 = private unnamed_addr constant { i16, i16, [17 x i8] } { i16 -1, i16 0, [17 x i8] c"'const particle'\00" }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 20 }, ptr @10, i8 3, i8 3 }
@12 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@13 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 25 }, ptr @12, i8 3, i8 0 }
@14 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 37 } }
@15 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 37 }, ptr @10, i8 3, i8 3 }
@16 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 47 } }
@17 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 47 }, ptr @10, i8 3, i8 3 }
@18 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 29 }, ptr @7 }
@19 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 28 } }
@20 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 28 }, ptr @10, i8 3, i8 3 }
@21 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 38 } }
@22 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 38 }, ptr @10, i8 3, i8 3 }
@23 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 43 }, ptr @12, i8 3, i8 0 }
@24 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 14 } }
@25 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 14 }, ptr @10, i8 3, i8 3 }
@26 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 35, i32 19 }, ptr @12, i8 3, i8 0 }
@27 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 33, i32 29 }, ptr @7 }
@28 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 41, i32 22 }, ptr @10, i8 3, i8 3 }
@29 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 41, i32 37 }, ptr @10, i8 3, i8 3 }
@30 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@31 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 52 }, ptr @30, i8 3, i8 0 }
@32 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 58 }, ptr @30, i8 3, i8 0 }
@33 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 63 }, ptr @30, i8 3, i8 0 }
@34 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 69 }, ptr @30, i8 3, i8 0 }
@35 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 74 }, ptr @30, i8 3, i8 0 }
@36 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 80 }, ptr @30, i8 3, i8 0 }
@37 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 56 }, ptr @30, i8 3, i8 0 }
@38 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 65 }, ptr @30, i8 3, i8 0 }
@39 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 74 }, ptr @30, i8 3, i8 0 }
@40 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 47 }, ptr @30, i8 3, i8 0 }
@41 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 53 }, ptr @30, i8 3, i8 0 }
@42 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 59 }, ptr @30, i8 3, i8 0 }
@43 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 65 }, ptr @30, i8 3, i8 0 }
@44 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 71 }, ptr @30, i8 3, i8 0 }
@45 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 77 }, ptr @30, i8 3, i8 0 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @drift(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.vec3, align 8
  %9 = alloca %struct.vec3, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %114, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %115

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds %struct.particle, ptr %15, i64 %17
  %19 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %17), !nosanitize !6
  %20 = extractvalue { i64, i1 } %19, 1, !nosanitize !6
  %21 = or i1 %20, false, !nosanitize !6
  %22 = extractvalue { i64, i1 } %19, 0, !nosanitize !6
  %23 = ptrtoint ptr %15 to i64, !nosanitize !6
  %24 = add i64 %23, %22, !nosanitize !6
  %25 = icmp ne ptr %15, null, !nosanitize !6
  %26 = icmp ne i64 %24, 0, !nosanitize !6
  %27 = icmp eq i1 %25, %26, !nosanitize !6
  %28 = xor i1 %21, true, !nosanitize !6
  %29 = icmp uge i64 %24, %23, !nosanitize !6
  %30 = icmp sge i64 %22, 0, !nosanitize !6
  %31 = icmp ult i64 %24, %23, !nosanitize !6
  %32 = select i1 %30, i1 %29, i1 %31, !nosanitize !6
  %33 = and i1 %32, %28, !nosanitize !6
  %34 = and i1 %27, %33, !nosanitize !6
  br i1 %34, label %36, label %35, !prof !7, !nosanitize !6

35:                                               ; preds = %14
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %23, i64 %24) #6, !nosanitize !6
  br label %36, !nosanitize !6

36:                                               ; preds = %35, %14
  %37 = icmp ne ptr %18, null, !nosanitize !6
  %38 = ptrtoint ptr %18 to i64, !nosanitize !6
  %39 = and i64 %38, 7, !nosanitize !6
  %40 = icmp eq i64 %39, 0, !nosanitize !6
  %41 = and i1 %37, %40, !nosanitize !6
  br i1 %41, label %43, label %42, !prof !7, !nosanitize !6

42:                                               ; preds = %36
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %38) #6, !nosanitize !6
  br label %43, !nosanitize !6

43:                                               ; preds = %42, %36
  %44 = getelementptr inbounds nuw %struct.particle, ptr %18, i32 0, i32 0
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.particle, ptr %45, i64 %47
  %49 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %47), !nosanitize !6
  %50 = extractvalue { i64, i1 } %49, 1, !nosanitize !6
  %51 = or i1 %50, false, !nosanitize !6
  %52 = extractvalue { i64, i1 } %49, 0, !nosanitize !6
  %53 = ptrtoint ptr %45 to i64, !nosanitize !6
  %54 = add i64 %53, %52, !nosanitize !6
  %55 = icmp ne ptr %45, null, !nosanitize !6
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

65:                                               ; preds = %43
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %53, i64 %54) #6, !nosanitize !6
  br label %66, !nosanitize !6

66:                                               ; preds = %65, %43
  %67 = icmp ne ptr %48, null, !nosanitize !6
  %68 = ptrtoint ptr %48 to i64, !nosanitize !6
  %69 = and i64 %68, 7, !nosanitize !6
  %70 = icmp eq i64 %69, 0, !nosanitize !6
  %71 = and i1 %67, %70, !nosanitize !6
  br i1 %71, label %73, label %72, !prof !7, !nosanitize !6

72:                                               ; preds = %66
  call void @__ubsan_handle_type_mismatch_v1(ptr @4, i64 %68) #6, !nosanitize !6
  br label %73, !nosanitize !6

73:                                               ; preds = %72, %66
  %74 = getelementptr inbounds nuw %struct.particle, ptr %48, i32 0, i32 0
  %75 = load ptr, ptr %4, align 8
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds %struct.particle, ptr %75, i64 %77
  %79 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %77), !nosanitize !6
  %80 = extractvalue { i64, i1 } %79, 1, !nosanitize !6
  %81 = or i1 %80, false, !nosanitize !6
  %82 = extractvalue { i64, i1 } %79, 0, !nosanitize !6
  %83 = ptrtoint ptr %75 to i64, !nosanitize !6
  %84 = add i64 %83, %82, !nosanitize !6
  %85 = icmp ne ptr %75, null, !nosanitize !6
  %86 = icmp ne i64 %84, 0, !nosanitize !6
  %87 = icmp eq i1 %85, %86, !nosanitize !6
  %88 = xor i1 %81, true, !nosanitize !6
  %89 = icmp uge i64 %84, %83, !nosanitize !6
  %90 = icmp sge i64 %82, 0, !nosanitize !6
  %91 = icmp ult i64 %84, %83, !nosanitize !6
  %92 = select i1 %90, i1 %89, i1 %91, !nosanitize !6
  %93 = and i1 %92, %88, !nosanitize !6
  %94 = and i1 %87, %93, !nosanitize !6
  br i1 %94, label %96, label %95, !prof !7, !nosanitize !6

95:                                               ; preds = %73
  call void @__ubsan_handle_pointer_overflow(ptr @5, i64 %83, i64 %84) #6, !nosanitize !6
  br label %96, !nosanitize !6

96:                                               ; preds = %95, %73
  %97 = icmp ne ptr %78, null, !nosanitize !6
  %98 = ptrtoint ptr %78 to i64, !nosanitize !6
  %99 = and i64 %98, 7, !nosanitize !6
  %100 = icmp eq i64 %99, 0, !nosanitize !6
  %101 = and i1 %97, %100, !nosanitize !6
  br i1 %101, label %103, label %102, !prof !7, !nosanitize !6

102:                                              ; preds = %96
  call void @__ubsan_handle_type_mismatch_v1(ptr @6, i64 %98) #6, !nosanitize !6
  br label %103, !nosanitize !6

103:                                              ; preds = %102, %96
  %104 = getelementptr inbounds nuw %struct.particle, ptr %78, i32 0, i32 1
  %105 = load double, ptr %6, align 8
  call void @vscale(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %9, ptr noundef byval(%struct.vec3) align 8 %104, double noundef %105)
  call void @vadd(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %8, ptr noundef byval(%struct.vec3) align 8 %74, ptr noundef byval(%struct.vec3) align 8 %9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 8 %8, i64 24, i1 false)
  br label %106

106:                                              ; preds = %103
  %107 = load i32, ptr %7, align 4
  %108 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %107, i32 1), !nosanitize !6
  %109 = extractvalue { i32, i1 } %108, 0, !nosanitize !6
  %110 = extractvalue { i32, i1 } %108, 1, !nosanitize !6
  %111 = xor i1 %110, true, !nosanitize !6
  br i1 %111, label %114, label %112, !prof !7, !nosanitize !6

112:                                              ; preds = %106
  %113 = zext i32 %107 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @8, i64 %113, i64 1) #6, !nosanitize !6
  br label %114, !nosanitize !6

114:                                              ; preds = %112, %106
  store i32 %109, ptr %7, align 4
  br label %10, !llvm.loop !8

115:                                              ; preds = %10
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

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal void @vadd(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, ptr noundef byval(%struct.vec3) align 8 %2) #0 {
  %4 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 0
  %6 = ptrtoint ptr %5 to i64, !nosanitize !6
  %7 = and i64 %6, 7, !nosanitize !6
  %8 = icmp eq i64 %7, 0, !nosanitize !6
  br i1 %8, label %10, label %9, !prof !7, !nosanitize !6

9:                                                ; preds = %3
  call void @__ubsan_handle_type_mismatch_v1(ptr @31, i64 %6) #6, !nosanitize !6
  br label %10, !nosanitize !6

10:                                               ; preds = %9, %3
  %11 = load double, ptr %5, align 8
  %12 = getelementptr inbounds nuw %struct.vec3, ptr %2, i32 0, i32 0
  %13 = ptrtoint ptr %12 to i64, !nosanitize !6
  %14 = and i64 %13, 7, !nosanitize !6
  %15 = icmp eq i64 %14, 0, !nosanitize !6
  br i1 %15, label %17, label %16, !prof !7, !nosanitize !6

16:                                               ; preds = %10
  call void @__ubsan_handle_type_mismatch_v1(ptr @32, i64 %13) #6, !nosanitize !6
  br label %17, !nosanitize !6

17:                                               ; preds = %16, %10
  %18 = load double, ptr %12, align 8
  %19 = fadd double %11, %18
  store double %19, ptr %4, align 8
  %20 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 1
  %21 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 1
  %22 = ptrtoint ptr %21 to i64, !nosanitize !6
  %23 = and i64 %22, 7, !nosanitize !6
  %24 = icmp eq i64 %23, 0, !nosanitize !6
  br i1 %24, label %26, label %25, !prof !7, !nosanitize !6

25:                                               ; preds = %17
  call void @__ubsan_handle_type_mismatch_v1(ptr @33, i64 %22) #6, !nosanitize !6
  br label %26, !nosanitize !6

26:                                               ; preds = %25, %17
  %27 = load double, ptr %21, align 8
  %28 = getelementptr inbounds nuw %struct.vec3, ptr %2, i32 0, i32 1
  %29 = ptrtoint ptr %28 to i64, !nosanitize !6
  %30 = and i64 %29, 7, !nosanitize !6
  %31 = icmp eq i64 %30, 0, !nosanitize !6
  br i1 %31, label %33, label %32, !prof !7, !nosanitize !6

32:                                               ; preds = %26
  call void @__ubsan_handle_type_mismatch_v1(ptr @34, i64 %29) #6, !nosanitize !6
  br label %33, !nosanitize !6

33:                                               ; preds = %32, %26
  %34 = load double, ptr %28, align 8
  %35 = fadd double %27, %34
  store double %35, ptr %20, align 8
  %36 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 2
  %37 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 2
  %38 = ptrtoint ptr %37 to i64, !nosanitize !6
  %39 = and i64 %38, 7, !nosanitize !6
  %40 = icmp eq i64 %39, 0, !nosanitize !6
  br i1 %40, label %42, label %41, !prof !7, !nosanitize !6

41:                                               ; preds = %33
  call void @__ubsan_handle_type_mismatch_v1(ptr @35, i64 %38) #6, !nosanitize !6
  br label %42, !nosanitize !6

42:                                               ; preds = %41, %33
  %43 = load double, ptr %37, align 8
  %44 = getelementptr inbounds nuw %struct.vec3, ptr %2, i32 0, i32 2
  %45 = ptrtoint ptr %44 to i64, !nosanitize !6
  %46 = and i64 %45, 7, !nosanitize !6
  %47 = icmp eq i64 %46, 0, !nosanitize !6
  br i1 %47, label %49, label %48, !prof !7, !nosanitize !6

48:                                               ; preds = %42
  call void @__ubsan_handle_type_mismatch_v1(ptr @36, i64 %45) #6, !nosanitize !6
  br label %49, !nosanitize !6

49:                                               ; preds = %48, %42
  %50 = load double, ptr %44, align 8
  %51 = fadd double %43, %50
  store double %51, ptr %36, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal void @vscale(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  store double %2, ptr %4, align 8
  %5 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 0
  %7 = ptrtoint ptr %6 to i64, !nosanitize !6
  %8 = and i64 %7, 7, !nosanitize !6
  %9 = icmp eq i64 %8, 0, !nosanitize !6
  br i1 %9, label %11, label %10, !prof !7, !nosanitize !6

10:                                               ; preds = %3
  call void @__ubsan_handle_type_mismatch_v1(ptr @37, i64 %7) #6, !nosanitize !6
  br label %11, !nosanitize !6

11:                                               ; preds = %10, %3
  %12 = load double, ptr %6, align 8
  %13 = load double, ptr %4, align 8
  %14 = fmul double %12, %13
  store double %14, ptr %5, align 8
  %15 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 1
  %16 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 1
  %17 = ptrtoint ptr %16 to i64, !nosanitize !6
  %18 = and i64 %17, 7, !nosanitize !6
  %19 = icmp eq i64 %18, 0, !nosanitize !6
  br i1 %19, label %21, label %20, !prof !7, !nosanitize !6

20:                                               ; preds = %11
  call void @__ubsan_handle_type_mismatch_v1(ptr @38, i64 %17) #6, !nosanitize !6
  br label %21, !nosanitize !6

21:                                               ; preds = %20, %11
  %22 = load double, ptr %16, align 8
  %23 = load double, ptr %4, align 8
  %24 = fmul double %22, %23
  store double %24, ptr %15, align 8
  %25 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 2
  %26 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 2
  %27 = ptrtoint ptr %26 to i64, !nosanitize !6
  %28 = and i64 %27, 7, !nosanitize !6
  %29 = icmp eq i64 %28, 0, !nosanitize !6
  br i1 %29, label %31, label %30, !prof !7, !nosanitize !6

30:                                               ; preds = %21
  call void @__ubsan_handle_type_mismatch_v1(ptr @39, i64 %27) #6, !nosanitize !6
  br label %31, !nosanitize !6

31:                                               ; preds = %30, %21
  %32 = load double, ptr %26, align 8
  %33 = load double, ptr %4, align 8
  %34 = fmul double %32, %33
  store double %34, ptr %25, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @kinetic_energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %122, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %123

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.particle, ptr %12, i64 %14
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %14), !nosanitize !6
  %17 = extractvalue { i64, i1 } %16, 1, !nosanitize !6
  %18 = or i1 %17, false, !nosanitize !6
  %19 = extractvalue { i64, i1 } %16, 0, !nosanitize !6
  %20 = ptrtoint ptr %12 to i64, !nosanitize !6
  %21 = add i64 %20, %19, !nosanitize !6
  %22 = icmp ne ptr %12, null, !nosanitize !6
  %23 = icmp ne i64 %21, 0, !nosanitize !6
  %24 = icmp eq i1 %22, %23, !nosanitize !6
  %25 = xor i1 %18, true, !nosanitize !6
  %26 = icmp uge i64 %21, %20, !nosanitize !6
  %27 = icmp sge i64 %19, 0, !nosanitize !6
  %28 = icmp ult i64 %21, %20, !nosanitize !6
  %29 = select i1 %27, i1 %26, i1 %28, !nosanitize !6
  %30 = and i1 %29, %25, !nosanitize !6
  %31 = and i1 %24, %30, !nosanitize !6
  br i1 %31, label %33, label %32, !prof !7, !nosanitize !6

32:                                               ; preds = %11
  call void @__ubsan_handle_pointer_overflow(ptr @9, i64 %20, i64 %21) #6, !nosanitize !6
  br label %33, !nosanitize !6

33:                                               ; preds = %32, %11
  %34 = icmp ne ptr %15, null, !nosanitize !6
  %35 = ptrtoint ptr %15 to i64, !nosanitize !6
  %36 = and i64 %35, 7, !nosanitize !6
  %37 = icmp eq i64 %36, 0, !nosanitize !6
  %38 = and i1 %34, %37, !nosanitize !6
  br i1 %38, label %40, label %39, !prof !7, !nosanitize !6

39:                                               ; preds = %33
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %35) #6, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %39, %33
  %41 = getelementptr inbounds nuw %struct.particle, ptr %15, i32 0, i32 2
  %42 = icmp ne ptr %41, null, !nosanitize !6
  %43 = ptrtoint ptr %41 to i64, !nosanitize !6
  %44 = and i64 %43, 7, !nosanitize !6
  %45 = icmp eq i64 %44, 0, !nosanitize !6
  %46 = and i1 %42, %45, !nosanitize !6
  br i1 %46, label %48, label %47, !prof !7, !nosanitize !6

47:                                               ; preds = %40
  call void @__ubsan_handle_type_mismatch_v1(ptr @13, i64 %43) #6, !nosanitize !6
  br label %48, !nosanitize !6

48:                                               ; preds = %47, %40
  %49 = load double, ptr %41, align 8
  %50 = fmul double 5.000000e-01, %49
  %51 = load ptr, ptr %3, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.particle, ptr %51, i64 %53
  %55 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %53), !nosanitize !6
  %56 = extractvalue { i64, i1 } %55, 1, !nosanitize !6
  %57 = or i1 %56, false, !nosanitize !6
  %58 = extractvalue { i64, i1 } %55, 0, !nosanitize !6
  %59 = ptrtoint ptr %51 to i64, !nosanitize !6
  %60 = add i64 %59, %58, !nosanitize !6
  %61 = icmp ne ptr %51, null, !nosanitize !6
  %62 = icmp ne i64 %60, 0, !nosanitize !6
  %63 = icmp eq i1 %61, %62, !nosanitize !6
  %64 = xor i1 %57, true, !nosanitize !6
  %65 = icmp uge i64 %60, %59, !nosanitize !6
  %66 = icmp sge i64 %58, 0, !nosanitize !6
  %67 = icmp ult i64 %60, %59, !nosanitize !6
  %68 = select i1 %66, i1 %65, i1 %67, !nosanitize !6
  %69 = and i1 %68, %64, !nosanitize !6
  %70 = and i1 %63, %69, !nosanitize !6
  br i1 %70, label %72, label %71, !prof !7, !nosanitize !6

71:                                               ; preds = %48
  call void @__ubsan_handle_pointer_overflow(ptr @14, i64 %59, i64 %60) #6, !nosanitize !6
  br label %72, !nosanitize !6

72:                                               ; preds = %71, %48
  %73 = icmp ne ptr %54, null, !nosanitize !6
  %74 = ptrtoint ptr %54 to i64, !nosanitize !6
  %75 = and i64 %74, 7, !nosanitize !6
  %76 = icmp eq i64 %75, 0, !nosanitize !6
  %77 = and i1 %73, %76, !nosanitize !6
  br i1 %77, label %79, label %78, !prof !7, !nosanitize !6

78:                                               ; preds = %72
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %74) #6, !nosanitize !6
  br label %79, !nosanitize !6

79:                                               ; preds = %78, %72
  %80 = getelementptr inbounds nuw %struct.particle, ptr %54, i32 0, i32 1
  %81 = load ptr, ptr %3, align 8
  %82 = load i32, ptr %6, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds %struct.particle, ptr %81, i64 %83
  %85 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %83), !nosanitize !6
  %86 = extractvalue { i64, i1 } %85, 1, !nosanitize !6
  %87 = or i1 %86, false, !nosanitize !6
  %88 = extractvalue { i64, i1 } %85, 0, !nosanitize !6
  %89 = ptrtoint ptr %81 to i64, !nosanitize !6
  %90 = add i64 %89, %88, !nosanitize !6
  %91 = icmp ne ptr %81, null, !nosanitize !6
  %92 = icmp ne i64 %90, 0, !nosanitize !6
  %93 = icmp eq i1 %91, %92, !nosanitize !6
  %94 = xor i1 %87, true, !nosanitize !6
  %95 = icmp uge i64 %90, %89, !nosanitize !6
  %96 = icmp sge i64 %88, 0, !nosanitize !6
  %97 = icmp ult i64 %90, %89, !nosanitize !6
  %98 = select i1 %96, i1 %95, i1 %97, !nosanitize !6
  %99 = and i1 %98, %94, !nosanitize !6
  %100 = and i1 %93, %99, !nosanitize !6
  br i1 %100, label %102, label %101, !prof !7, !nosanitize !6

101:                                              ; preds = %79
  call void @__ubsan_handle_pointer_overflow(ptr @16, i64 %89, i64 %90) #6, !nosanitize !6
  br label %102, !nosanitize !6

102:                                              ; preds = %101, %79
  %103 = icmp ne ptr %84, null, !nosanitize !6
  %104 = ptrtoint ptr %84 to i64, !nosanitize !6
  %105 = and i64 %104, 7, !nosanitize !6
  %106 = icmp eq i64 %105, 0, !nosanitize !6
  %107 = and i1 %103, %106, !nosanitize !6
  br i1 %107, label %109, label %108, !prof !7, !nosanitize !6

108:                                              ; preds = %102
  call void @__ubsan_handle_type_mismatch_v1(ptr @17, i64 %104) #6, !nosanitize !6
  br label %109, !nosanitize !6

109:                                              ; preds = %108, %102
  %110 = getelementptr inbounds nuw %struct.particle, ptr %84, i32 0, i32 1
  %111 = call double @vdot(ptr noundef byval(%struct.vec3) align 8 %80, ptr noundef byval(%struct.vec3) align 8 %110)
  %112 = load double, ptr %5, align 8
  %113 = call double @llvm.fmuladd.f64(double %50, double %111, double %112)
  store double %113, ptr %5, align 8
  br label %114

114:                                              ; preds = %109
  %115 = load i32, ptr %6, align 4
  %116 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %115, i32 1), !nosanitize !6
  %117 = extractvalue { i32, i1 } %116, 0, !nosanitize !6
  %118 = extractvalue { i32, i1 } %116, 1, !nosanitize !6
  %119 = xor i1 %118, true, !nosanitize !6
  br i1 %119, label %122, label %120, !prof !7, !nosanitize !6

120:                                              ; preds = %114
  %121 = zext i32 %115 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @18, i64 %121, i64 1) #6, !nosanitize !6
  br label %122, !nosanitize !6

122:                                              ; preds = %120, %114
  store i32 %117, ptr %6, align 4
  br label %7, !llvm.loop !10

123:                                              ; preds = %7
  %124 = load double, ptr %5, align 8
  ret double %124
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal double @vdot(ptr noundef byval(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1) #0 {
  %3 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 0
  %4 = ptrtoint ptr %3 to i64, !nosanitize !6
  %5 = and i64 %4, 7, !nosanitize !6
  %6 = icmp eq i64 %5, 0, !nosanitize !6
  br i1 %6, label %8, label %7, !prof !7, !nosanitize !6

7:                                                ; preds = %2
  call void @__ubsan_handle_type_mismatch_v1(ptr @40, i64 %4) #6, !nosanitize !6
  br label %8, !nosanitize !6

8:                                                ; preds = %7, %2
  %9 = load double, ptr %3, align 8
  %10 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 0
  %11 = ptrtoint ptr %10 to i64, !nosanitize !6
  %12 = and i64 %11, 7, !nosanitize !6
  %13 = icmp eq i64 %12, 0, !nosanitize !6
  br i1 %13, label %15, label %14, !prof !7, !nosanitize !6

14:                                               ; preds = %8
  call void @__ubsan_handle_type_mismatch_v1(ptr @41, i64 %11) #6, !nosanitize !6
  br label %15, !nosanitize !6

15:                                               ; preds = %14, %8
  %16 = load double, ptr %10, align 8
  %17 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 1
  %18 = ptrtoint ptr %17 to i64, !nosanitize !6
  %19 = and i64 %18, 7, !nosanitize !6
  %20 = icmp eq i64 %19, 0, !nosanitize !6
  br i1 %20, label %22, label %21, !prof !7, !nosanitize !6

21:                                               ; preds = %15
  call void @__ubsan_handle_type_mismatch_v1(ptr @42, i64 %18) #6, !nosanitize !6
  br label %22, !nosanitize !6

22:                                               ; preds = %21, %15
  %23 = load double, ptr %17, align 8
  %24 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 1
  %25 = ptrtoint ptr %24 to i64, !nosanitize !6
  %26 = and i64 %25, 7, !nosanitize !6
  %27 = icmp eq i64 %26, 0, !nosanitize !6
  br i1 %27, label %29, label %28, !prof !7, !nosanitize !6

28:                                               ; preds = %22
  call void @__ubsan_handle_type_mismatch_v1(ptr @43, i64 %25) #6, !nosanitize !6
  br label %29, !nosanitize !6

29:                                               ; preds = %28, %22
  %30 = load double, ptr %24, align 8
  %31 = fmul double %23, %30
  %32 = call double @llvm.fmuladd.f64(double %9, double %16, double %31)
  %33 = getelementptr inbounds nuw %struct.vec3, ptr %0, i32 0, i32 2
  %34 = ptrtoint ptr %33 to i64, !nosanitize !6
  %35 = and i64 %34, 7, !nosanitize !6
  %36 = icmp eq i64 %35, 0, !nosanitize !6
  br i1 %36, label %38, label %37, !prof !7, !nosanitize !6

37:                                               ; preds = %29
  call void @__ubsan_handle_type_mismatch_v1(ptr @44, i64 %34) #6, !nosanitize !6
  br label %38, !nosanitize !6

38:                                               ; preds = %37, %29
  %39 = load double, ptr %33, align 8
  %40 = getelementptr inbounds nuw %struct.vec3, ptr %1, i32 0, i32 2
  %41 = ptrtoint ptr %40 to i64, !nosanitize !6
  %42 = and i64 %41, 7, !nosanitize !6
  %43 = icmp eq i64 %42, 0, !nosanitize !6
  br i1 %43, label %45, label %44, !prof !7, !nosanitize !6

44:                                               ; preds = %38
  call void @__ubsan_handle_type_mismatch_v1(ptr @45, i64 %41) #6, !nosanitize !6
  br label %45, !nosanitize !6

45:                                               ; preds = %44, %38
  %46 = load double, ptr %40, align 8
  %47 = call double @llvm.fmuladd.f64(double %39, double %46, double %32)
  ret double %47
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @center_of_mass(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.vec3, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.vec3, align 8
  %10 = alloca %struct.vec3, align 8
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 24, i1 false)
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %132, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %133

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.particle, ptr %16, i64 %18
  %20 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %18), !nosanitize !6
  %21 = extractvalue { i64, i1 } %20, 1, !nosanitize !6
  %22 = or i1 %21, false, !nosanitize !6
  %23 = extractvalue { i64, i1 } %20, 0, !nosanitize !6
  %24 = ptrtoint ptr %16 to i64, !nosanitize !6
  %25 = add i64 %24, %23, !nosanitize !6
  %26 = icmp ne ptr %16, null, !nosanitize !6
  %27 = icmp ne i64 %25, 0, !nosanitize !6
  %28 = icmp eq i1 %26, %27, !nosanitize !6
  %29 = xor i1 %22, true, !nosanitize !6
  %30 = icmp uge i64 %25, %24, !nosanitize !6
  %31 = icmp sge i64 %23, 0, !nosanitize !6
  %32 = icmp ult i64 %25, %24, !nosanitize !6
  %33 = select i1 %31, i1 %30, i1 %32, !nosanitize !6
  %34 = and i1 %33, %29, !nosanitize !6
  %35 = and i1 %28, %34, !nosanitize !6
  br i1 %35, label %37, label %36, !prof !7, !nosanitize !6

36:                                               ; preds = %15
  call void @__ubsan_handle_pointer_overflow(ptr @19, i64 %24, i64 %25) #6, !nosanitize !6
  br label %37, !nosanitize !6

37:                                               ; preds = %36, %15
  %38 = icmp ne ptr %19, null, !nosanitize !6
  %39 = ptrtoint ptr %19 to i64, !nosanitize !6
  %40 = and i64 %39, 7, !nosanitize !6
  %41 = icmp eq i64 %40, 0, !nosanitize !6
  %42 = and i1 %38, %41, !nosanitize !6
  br i1 %42, label %44, label %43, !prof !7, !nosanitize !6

43:                                               ; preds = %37
  call void @__ubsan_handle_type_mismatch_v1(ptr @20, i64 %39) #6, !nosanitize !6
  br label %44, !nosanitize !6

44:                                               ; preds = %43, %37
  %45 = getelementptr inbounds nuw %struct.particle, ptr %19, i32 0, i32 0
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.particle, ptr %46, i64 %48
  %50 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %48), !nosanitize !6
  %51 = extractvalue { i64, i1 } %50, 1, !nosanitize !6
  %52 = or i1 %51, false, !nosanitize !6
  %53 = extractvalue { i64, i1 } %50, 0, !nosanitize !6
  %54 = ptrtoint ptr %46 to i64, !nosanitize !6
  %55 = add i64 %54, %53, !nosanitize !6
  %56 = icmp ne ptr %46, null, !nosanitize !6
  %57 = icmp ne i64 %55, 0, !nosanitize !6
  %58 = icmp eq i1 %56, %57, !nosanitize !6
  %59 = xor i1 %52, true, !nosanitize !6
  %60 = icmp uge i64 %55, %54, !nosanitize !6
  %61 = icmp sge i64 %53, 0, !nosanitize !6
  %62 = icmp ult i64 %55, %54, !nosanitize !6
  %63 = select i1 %61, i1 %60, i1 %62, !nosanitize !6
  %64 = and i1 %63, %59, !nosanitize !6
  %65 = and i1 %58, %64, !nosanitize !6
  br i1 %65, label %67, label %66, !prof !7, !nosanitize !6

66:                                               ; preds = %44
  call void @__ubsan_handle_pointer_overflow(ptr @21, i64 %54, i64 %55) #6, !nosanitize !6
  br label %67, !nosanitize !6

67:                                               ; preds = %66, %44
  %68 = icmp ne ptr %49, null, !nosanitize !6
  %69 = ptrtoint ptr %49 to i64, !nosanitize !6
  %70 = and i64 %69, 7, !nosanitize !6
  %71 = icmp eq i64 %70, 0, !nosanitize !6
  %72 = and i1 %68, %71, !nosanitize !6
  br i1 %72, label %74, label %73, !prof !7, !nosanitize !6

73:                                               ; preds = %67
  call void @__ubsan_handle_type_mismatch_v1(ptr @22, i64 %69) #6, !nosanitize !6
  br label %74, !nosanitize !6

74:                                               ; preds = %73, %67
  %75 = getelementptr inbounds nuw %struct.particle, ptr %49, i32 0, i32 2
  %76 = icmp ne ptr %75, null, !nosanitize !6
  %77 = ptrtoint ptr %75 to i64, !nosanitize !6
  %78 = and i64 %77, 7, !nosanitize !6
  %79 = icmp eq i64 %78, 0, !nosanitize !6
  %80 = and i1 %76, %79, !nosanitize !6
  br i1 %80, label %82, label %81, !prof !7, !nosanitize !6

81:                                               ; preds = %74
  call void @__ubsan_handle_type_mismatch_v1(ptr @23, i64 %77) #6, !nosanitize !6
  br label %82, !nosanitize !6

82:                                               ; preds = %81, %74
  %83 = load double, ptr %75, align 8
  call void @vscale(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %10, ptr noundef byval(%struct.vec3) align 8 %45, double noundef %83)
  call void @vadd(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %9, ptr noundef byval(%struct.vec3) align 8 %6, ptr noundef byval(%struct.vec3) align 8 %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %9, i64 24, i1 false)
  %84 = load ptr, ptr %4, align 8
  %85 = load i32, ptr %8, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.particle, ptr %84, i64 %86
  %88 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 64, i64 %86), !nosanitize !6
  %89 = extractvalue { i64, i1 } %88, 1, !nosanitize !6
  %90 = or i1 %89, false, !nosanitize !6
  %91 = extractvalue { i64, i1 } %88, 0, !nosanitize !6
  %92 = ptrtoint ptr %84 to i64, !nosanitize !6
  %93 = add i64 %92, %91, !nosanitize !6
  %94 = icmp ne ptr %84, null, !nosanitize !6
  %95 = icmp ne i64 %93, 0, !nosanitize !6
  %96 = icmp eq i1 %94, %95, !nosanitize !6
  %97 = xor i1 %90, true, !nosanitize !6
  %98 = icmp uge i64 %93, %92, !nosanitize !6
  %99 = icmp sge i64 %91, 0, !nosanitize !6
  %100 = icmp ult i64 %93, %92, !nosanitize !6
  %101 = select i1 %99, i1 %98, i1 %100, !nosanitize !6
  %102 = and i1 %101, %97, !nosanitize !6
  %103 = and i1 %96, %102, !nosanitize !6
  br i1 %103, label %105, label %104, !prof !7, !nosanitize !6

104:                                              ; preds = %82
  call void @__ubsan_handle_pointer_overflow(ptr @24, i64 %92, i64 %93) #6, !nosanitize !6
  br label %105, !nosanitize !6

105:                                              ; preds = %104, %82
  %106 = icmp ne ptr %87, null, !nosanitize !6
  %107 = ptrtoint ptr %87 to i64, !nosanitize !6
  %108 = and i64 %107, 7, !nosanitize !6
  %109 = icmp eq i64 %108, 0, !nosanitize !6
  %110 = and i1 %106, %109, !nosanitize !6
  br i1 %110, label %112, label %111, !prof !7, !nosanitize !6

111:                                              ; preds = %105
  call void @__ubsan_handle_type_mismatch_v1(ptr @25, i64 %107) #6, !nosanitize !6
  br label %112, !nosanitize !6

112:                                              ; preds = %111, %105
  %113 = getelementptr inbounds nuw %struct.particle, ptr %87, i32 0, i32 2
  %114 = icmp ne ptr %113, null, !nosanitize !6
  %115 = ptrtoint ptr %113 to i64, !nosanitize !6
  %116 = and i64 %115, 7, !nosanitize !6
  %117 = icmp eq i64 %116, 0, !nosanitize !6
  %118 = and i1 %114, %117, !nosanitize !6
  br i1 %118, label %120, label %119, !prof !7, !nosanitize !6

119:                                              ; preds = %112
  call void @__ubsan_handle_type_mismatch_v1(ptr @26, i64 %115) #6, !nosanitize !6
  br label %120, !nosanitize !6

120:                                              ; preds = %119, %112
  %121 = load double, ptr %113, align 8
  %122 = load double, ptr %7, align 8
  %123 = fadd double %122, %121
  store double %123, ptr %7, align 8
  br label %124

124:                                              ; preds = %120
  %125 = load i32, ptr %8, align 4
  %126 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %125, i32 1), !nosanitize !6
  %127 = extractvalue { i32, i1 } %126, 0, !nosanitize !6
  %128 = extractvalue { i32, i1 } %126, 1, !nosanitize !6
  %129 = xor i1 %128, true, !nosanitize !6
  br i1 %129, label %132, label %130, !prof !7, !nosanitize !6

130:                                              ; preds = %124
  %131 = zext i32 %125 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @27, i64 %131, i64 1) #6, !nosanitize !6
  br label %132, !nosanitize !6

132:                                              ; preds = %130, %124
  store i32 %127, ptr %8, align 4
  br label %11, !llvm.loop !11

133:                                              ; preds = %11
  %134 = load double, ptr %7, align 8
  %135 = fdiv double 1.000000e+00, %134
  call void @vscale(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %6, double noundef %135)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @distance(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.vec3, align 8
  %6 = alloca %struct.vec3, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = icmp ne ptr %7, null, !nosanitize !6
  %9 = ptrtoint ptr %7 to i64, !nosanitize !6
  %10 = and i64 %9, 7, !nosanitize !6
  %11 = icmp eq i64 %10, 0, !nosanitize !6
  %12 = and i1 %8, %11, !nosanitize !6
  br i1 %12, label %14, label %13, !prof !7, !nosanitize !6

13:                                               ; preds = %2
  call void @__ubsan_handle_type_mismatch_v1(ptr @28, i64 %9) #6, !nosanitize !6
  br label %14, !nosanitize !6

14:                                               ; preds = %13, %2
  %15 = getelementptr inbounds nuw %struct.particle, ptr %7, i32 0, i32 0
  %16 = load ptr, ptr %4, align 8
  %17 = icmp ne ptr %16, null, !nosanitize !6
  %18 = ptrtoint ptr %16 to i64, !nosanitize !6
  %19 = and i64 %18, 7, !nosanitize !6
  %20 = icmp eq i64 %19, 0, !nosanitize !6
  %21 = and i1 %17, %20, !nosanitize !6
  br i1 %21, label %23, label %22, !prof !7, !nosanitize !6

22:                                               ; preds = %14
  call void @__ubsan_handle_type_mismatch_v1(ptr @29, i64 %18) #6, !nosanitize !6
  br label %23, !nosanitize !6

23:                                               ; preds = %22, %14
  %24 = getelementptr inbounds nuw %struct.particle, ptr %16, i32 0, i32 0
  call void @vscale(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %6, ptr noundef byval(%struct.vec3) align 8 %24, double noundef -1.000000e+00)
  call void @vadd(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %5, ptr noundef byval(%struct.vec3) align 8 %15, ptr noundef byval(%struct.vec3) align 8 %6)
  %25 = call double @vdot(ptr noundef byval(%struct.vec3) align 8 %5, ptr noundef byval(%struct.vec3) align 8 %5)
  %26 = call double @sqrt(double noundef %25) #7
  ret double %26
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
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
