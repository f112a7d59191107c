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
define void @jacobi1d(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !18, !DIExpression(), !19)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !20, !DIExpression(), !21)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !22, !DIExpression(), !23)
    #dbg_declare(ptr %7, !24, !DIExpression(), !26)
  store i32 1, ptr %7, align 4, !dbg !26
  br label %8, !dbg !27

8:                                                ; preds = %164, %3
  %9 = load i32, ptr %7, align 4, !dbg !28
  %10 = load i32, ptr %4, align 4, !dbg !30
  %11 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %10, i32 1), !dbg !31, !nosanitize !17
  %12 = extractvalue { i32, i1 } %11, 0, !dbg !31, !nosanitize !17
  %13 = extractvalue { i32, i1 } %11, 1, !dbg !31, !nosanitize !17
  %14 = xor i1 %13, true, !dbg !31, !nosanitize !17
  br i1 %14, label %17, label %15, !dbg !31, !prof !32, !nosanitize !17

15:                                               ; preds = %8
  %16 = zext i32 %10 to i64, !dbg !31, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %16, i64 1) #3, !dbg !31, !nosanitize !17
  br label %17, !dbg !31, !nosanitize !17

17:                                               ; preds = %15, %8
  %18 = icmp slt i32 %9, %12, !dbg !33
  br i1 %18, label %19, label %165, !dbg !34

19:                                               ; preds = %17
  %20 = load ptr, ptr %5, align 8, !dbg !35
  %21 = load i32, ptr %7, align 4, !dbg !36
  %22 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %21, i32 1), !dbg !37, !nosanitize !17
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !37, !nosanitize !17
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !37, !nosanitize !17
  %25 = xor i1 %24, true, !dbg !37, !nosanitize !17
  br i1 %25, label %28, label %26, !dbg !37, !prof !32, !nosanitize !17

26:                                               ; preds = %19
  %27 = zext i32 %21 to i64, !dbg !37, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %27, i64 1) #3, !dbg !37, !nosanitize !17
  br label %28, !dbg !37, !nosanitize !17

28:                                               ; preds = %26, %19
  %29 = sext i32 %23 to i64, !dbg !35
  %30 = getelementptr inbounds double, ptr %20, i64 %29, !dbg !35
  %31 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %29), !dbg !35, !nosanitize !17
  %32 = extractvalue { i64, i1 } %31, 1, !dbg !35, !nosanitize !17
  %33 = or i1 %32, false, !dbg !35, !nosanitize !17
  %34 = extractvalue { i64, i1 } %31, 0, !dbg !35, !nosanitize !17
  %35 = ptrtoint ptr %20 to i64, !dbg !35, !nosanitize !17
  %36 = add i64 %35, %34, !dbg !35, !nosanitize !17
  %37 = icmp ne ptr %20, null, !dbg !35, !nosanitize !17
  %38 = icmp ne i64 %36, 0, !dbg !35, !nosanitize !17
  %39 = icmp eq i1 %37, %38, !dbg !35, !nosanitize !17
  %40 = xor i1 %33, true, !dbg !35, !nosanitize !17
  %41 = icmp uge i64 %36, %35, !dbg !35, !nosanitize !17
  %42 = icmp sge i64 %34, 0, !dbg !35, !nosanitize !17
  %43 = icmp ult i64 %36, %35, !dbg !35, !nosanitize !17
  %44 = select i1 %42, i1 %41, i1 %43, !dbg !35, !nosanitize !17
  %45 = and i1 %44, %40, !dbg !35, !nosanitize !17
  %46 = and i1 %39, %45, !dbg !35, !nosanitize !17
  br i1 %46, label %48, label %47, !dbg !35, !prof !32, !nosanitize !17

47:                                               ; preds = %28
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %35, i64 %36) #3, !dbg !35, !nosanitize !17
  br label %48, !dbg !35, !nosanitize !17

48:                                               ; preds = %47, %28
  %49 = icmp ne ptr %30, null, !dbg !35, !nosanitize !17
  %50 = ptrtoint ptr %30 to i64, !dbg !35, !nosanitize !17
  %51 = and i64 %50, 7, !dbg !35, !nosanitize !17
  %52 = icmp eq i64 %51, 0, !dbg !35, !nosanitize !17
  %53 = and i1 %49, %52, !dbg !35, !nosanitize !17
  br i1 %53, label %55, label %54, !dbg !35, !prof !32, !nosanitize !17

54:                                               ; preds = %48
  call void @__ubsan_handle_type_mismatch_v1(ptr @5, i64 %50) #3, !dbg !35, !nosanitize !17
  br label %55, !dbg !35, !nosanitize !17

55:                                               ; preds = %54, %48
  %56 = load double, ptr %30, align 8, !dbg !35
  %57 = load ptr, ptr %5, align 8, !dbg !38
  %58 = load i32, ptr %7, align 4, !dbg !39
  %59 = sext i32 %58 to i64, !dbg !38
  %60 = getelementptr inbounds double, ptr %57, i64 %59, !dbg !38
  %61 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %59), !dbg !38, !nosanitize !17
  %62 = extractvalue { i64, i1 } %61, 1, !dbg !38, !nosanitize !17
  %63 = or i1 %62, false, !dbg !38, !nosanitize !17
  %64 = extractvalue { i64, i1 } %61, 0, !dbg !38, !nosanitize !17
  %65 = ptrtoint ptr %57 to i64, !dbg !38, !nosanitize !17
  %66 = add i64 %65, %64, !dbg !38, !nosanitize !17
  %67 = icmp ne ptr %57, null, !dbg !38, !nosanitize !17
  %68 = icmp ne i64 %66, 0, !dbg !38, !nosanitize !17
  %69 = icmp eq i1 %67, %68, !dbg !38, !nosanitize !17
  %70 = xor i1 %63, true, !dbg !38, !nosanitize !17
  %71 = icmp uge i64 %66, %65, !dbg !38, !nosanitize !17
  %72 = icmp sge i64 %64, 0, !dbg !38, !nosanitize !17
  %73 = icmp ult i64 %66, %65, !dbg !38, !nosanitize !17
  %74 = select i1 %72, i1 %71, i1 %73, !dbg !38, !nosanitize !17
  %75 = and i1 %74, %70, !dbg !38, !nosanitize !17
  %76 = and i1 %69, %75, !dbg !38, !nosanitize !17
  br i1 %76, label %78, label %77, !dbg !38, !prof !32, !nosanitize !17

77:                                               ; preds = %55
  call void @__ubsan_handle_pointer_overflow(ptr @6, i64 %65, i64 %66) #3, !dbg !38, !nosanitize !17
  br label %78, !dbg !38, !nosanitize !17

78:                                               ; preds = %77, %55
  %79 = icmp ne ptr %60, null, !dbg !38, !nosanitize !17
  %80 = ptrtoint ptr %60 to i64, !dbg !38, !nosanitize !17
  %81 = and i64 %80, 7, !dbg !38, !nosanitize !17
  %82 = icmp eq i64 %81, 0, !dbg !38, !nosanitize !17
  %83 = and i1 %79, %82, !dbg !38, !nosanitize !17
  br i1 %83, label %85, label %84, !dbg !38, !prof !32, !nosanitize !17

84:                                               ; preds = %78
  call void @__ubsan_handle_type_mismatch_v1(ptr @7, i64 %80) #3, !dbg !38, !nosanitize !17
  br label %85, !dbg !38, !nosanitize !17

85:                                               ; preds = %84, %78
  %86 = load double, ptr %60, align 8, !dbg !38
  %87 = fadd double %56, %86, !dbg !40
  %88 = load ptr, ptr %5, align 8, !dbg !41
  %89 = load i32, ptr %7, align 4, !dbg !42
  %90 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %89, i32 1), !dbg !43, !nosanitize !17
  %91 = extractvalue { i32, i1 } %90, 0, !dbg !43, !nosanitize !17
  %92 = extractvalue { i32, i1 } %90, 1, !dbg !43, !nosanitize !17
  %93 = xor i1 %92, true, !dbg !43, !nosanitize !17
  br i1 %93, label %96, label %94, !dbg !43, !prof !32, !nosanitize !17

94:                                               ; preds = %85
  %95 = zext i32 %89 to i64, !dbg !43, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @8, i64 %95, i64 1) #3, !dbg !43, !nosanitize !17
  br label %96, !dbg !43, !nosanitize !17

96:                                               ; preds = %94, %85
  %97 = sext i32 %91 to i64, !dbg !41
  %98 = getelementptr inbounds double, ptr %88, i64 %97, !dbg !41
  %99 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %97), !dbg !41, !nosanitize !17
  %100 = extractvalue { i64, i1 } %99, 1, !dbg !41, !nosanitize !17
  %101 = or i1 %100, false, !dbg !41, !nosanitize !17
  %102 = extractvalue { i64, i1 } %99, 0, !dbg !41, !nosanitize !17
  %103 = ptrtoint ptr %88 to i64, !dbg !41, !nosanitize !17
  %104 = add i64 %103, %102, !dbg !41, !nosanitize !17
  %105 = icmp ne ptr %88, null, !dbg !41, !nosanitize !17
  %106 = icmp ne i64 %104, 0, !dbg !41, !nosanitize !17
  %107 = icmp eq i1 %105, %106, !dbg !41, !nosanitize !17
  %108 = xor i1 %101, true, !dbg !41, !nosanitize !17
  %109 = icmp uge i64 %104, %103, !dbg !41, !nosanitize !17
  %110 = icmp sge i64 %102, 0, !dbg !41, !nosanitize !17
  %111 = icmp ult i64 %104, %103, !dbg !41, !nosanitize !17
  %112 = select i1 %110, i1 %109, i1 %111, !dbg !41, !nosanitize !17
  %113 = and i1 %112, %108, !dbg !41, !nosanitize !17
  %114 = and i1 %107, %113, !dbg !41, !nosanitize !17
  br i1 %114, label %116, label %115, !dbg !41, !prof !32, !nosanitize !17

115:                                              ; preds = %96
  call void @__ubsan_handle_pointer_overflow(ptr @9, i64 %103, i64 %104) #3, !dbg !41, !nosanitize !17
  br label %116, !dbg !41, !nosanitize !17

116:                                              ; preds = %115, %96
  %117 = icmp ne ptr %98, null, !dbg !41, !nosanitize !17
  %118 = ptrtoint ptr %98 to i64, !dbg !41, !nosanitize !17
  %119 = and i64 %118, 7, !dbg !41, !nosanitize !17
  %120 = icmp eq i64 %119, 0, !dbg !41, !nosanitize !17
  %121 = and i1 %117, %120, !dbg !41, !nosanitize !17
  br i1 %121, label %123, label %122, !dbg !41, !prof !32, !nosanitize !17

122:                                              ; preds = %116
  call void @__ubsan_handle_type_mismatch_v1(ptr @10, i64 %118) #3, !dbg !41, !nosanitize !17
  br label %123, !dbg !41, !nosanitize !17

123:                                              ; preds = %122, %116
  %124 = load double, ptr %98, align 8, !dbg !41
  %125 = fadd double %87, %124, !dbg !44
  %126 = fdiv double %125, 3.000000e+00, !dbg !45
  %127 = load ptr, ptr %6, align 8, !dbg !46
  %128 = load i32, ptr %7, align 4, !dbg !47
  %129 = sext i32 %128 to i64, !dbg !48
  %130 = getelementptr inbounds double, ptr %127, i64 %129, !dbg !48
  %131 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %129), !dbg !48, !nosanitize !17
  %132 = extractvalue { i64, i1 } %131, 1, !dbg !48, !nosanitize !17
  %133 = or i1 %132, false, !dbg !48, !nosanitize !17
  %134 = extractvalue { i64, i1 } %131, 0, !dbg !48, !nosanitize !17
  %135 = ptrtoint ptr %127 to i64, !dbg !48, !nosanitize !17
  %136 = add i64 %135, %134, !dbg !48, !nosanitize !17
  %137 = icmp ne ptr %127, null, !dbg !48, !nosanitize !17
  %138 = icmp ne i64 %136, 0, !dbg !48, !nosanitize !17
  %139 = icmp eq i1 %137, %138, !dbg !48, !nosanitize !17
  %140 = xor i1 %133, true, !dbg !48, !nosanitize !17
  %141 = icmp uge i64 %136, %135, !dbg !48, !nosanitize !17
  %142 = icmp sge i64 %134, 0, !dbg !48, !nosanitize !17
  %143 = icmp ult i64 %136, %135, !dbg !48, !nosanitize !17
  %144 = select i1 %142, i1 %141, i1 %143, !dbg !48, !nosanitize !17
  %145 = and i1 %144, %140, !dbg !48, !nosanitize !17
  %146 = and i1 %139, %145, !dbg !48, !nosanitize !17
  br i1 %146, label %148, label %147, !dbg !48, !prof !32, !nosanitize !17

147:                                              ; preds = %123
  call void @__ubsan_handle_pointer_overflow(ptr @11, i64 %135, i64 %136) #3, !dbg !48, !nosanitize !17
  br label %148, !dbg !48, !nosanitize !17

148:                                              ; preds = %147, %123
  %149 = icmp ne ptr %130, null, !dbg !48, !nosanitize !17
  %150 = ptrtoint ptr %130 to i64, !dbg !48, !nosanitize !17
  %151 = and i64 %150, 7, !dbg !48, !nosanitize !17
  %152 = icmp eq i64 %151, 0, !dbg !48, !nosanitize !17
  %153 = and i1 %149, %152, !dbg !48, !nosanitize !17
  br i1 %153, label %155, label %154, !dbg !48, !prof !32, !nosanitize !17

154:                                              ; preds = %148
  call void @__ubsan_handle_type_mismatch_v1(ptr @13, i64 %150) #3, !dbg !48, !nosanitize !17
  br label %155, !dbg !48, !nosanitize !17

155:                                              ; preds = %154, %148
  store double %126, ptr %130, align 8, !dbg !48
  br label %156, !dbg !46

156:                                              ; preds = %155
  %157 = load i32, ptr %7, align 4, !dbg !49
  %158 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %157, i32 1), !dbg !49, !nosanitize !17
  %159 = extractvalue { i32, i1 } %158, 0, !dbg !49, !nosanitize !17
  %160 = extractvalue { i32, i1 } %158, 1, !dbg !49, !nosanitize !17
  %161 = xor i1 %160, true, !dbg !49, !nosanitize !17
  br i1 %161, label %164, label %162, !dbg !49, !prof !32, !nosanitize !17

162:                                              ; preds = %156
  %163 = zext i32 %157 to i64, !dbg !49, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @14, i64 %163, i64 1) #3, !dbg !49, !nosanitize !17
  br label %164, !dbg !49, !nosanitize !17

164:                                              ; preds = %162, %156
  store i32 %159, ptr %7, align 4, !dbg !49
  br label %8, !dbg !50, !llvm.loop !51

165:                                              ; preds = %17
  %166 = load ptr, ptr %5, align 8, !dbg !54
  %167 = getelementptr inbounds double, ptr %166, i64 0, !dbg !54
  %168 = icmp ne ptr %167, null, !dbg !54, !nosanitize !17
  %169 = ptrtoint ptr %167 to i64, !dbg !54, !nosanitize !17
  %170 = and i64 %169, 7, !dbg !54, !nosanitize !17
  %171 = icmp eq i64 %170, 0, !dbg !54, !nosanitize !17
  %172 = and i1 %168, %171, !dbg !54, !nosanitize !17
  br i1 %172, label %174, label %173, !dbg !54, !prof !32, !nosanitize !17

173:                                              ; preds = %165
  call void @__ubsan_handle_type_mismatch_v1(ptr @15, i64 %169) #3, !dbg !54, !nosanitize !17
  br label %174, !dbg !54, !nosanitize !17

174:                                              ; preds = %173, %165
  %175 = load double, ptr %167, align 8, !dbg !54
  %176 = load ptr, ptr %6, align 8, !dbg !55
  %177 = getelementptr inbounds double, ptr %176, i64 0, !dbg !56
  %178 = icmp ne ptr %177, null, !dbg !56, !nosanitize !17
  %179 = ptrtoint ptr %177 to i64, !dbg !56, !nosanitize !17
  %180 = and i64 %179, 7, !dbg !56, !nosanitize !17
  %181 = icmp eq i64 %180, 0, !dbg !56, !nosanitize !17
  %182 = and i1 %178, %181, !dbg !56, !nosanitize !17
  br i1 %182, label %184, label %183, !dbg !56, !prof !32, !nosanitize !17

183:                                              ; preds = %174
  call void @__ubsan_handle_type_mismatch_v1(ptr @16, i64 %179) #3, !dbg !56, !nosanitize !17
  br label %184, !dbg !56, !nosanitize !17

184:                                              ; preds = %183, %174
  store double %175, ptr %177, align 8, !dbg !56
  %185 = load ptr, ptr %5, align 8, !dbg !57
  %186 = load i32, ptr %4, align 4, !dbg !58
  %187 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %186, i32 1), !dbg !59, !nosanitize !17
  %188 = extractvalue { i32, i1 } %187, 0, !dbg !59, !nosanitize !17
  %189 = extractvalue { i32, i1 } %187, 1, !dbg !59, !nosanitize !17
  %190 = xor i1 %189, true, !dbg !59, !nosanitize !17
  br i1 %190, label %193, label %191, !dbg !59, !prof !32, !nosanitize !17

191:                                              ; preds = %184
  %192 = zext i32 %186 to i64, !dbg !59, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @17, i64 %192, i64 1) #3, !dbg !59, !nosanitize !17
  br label %193, !dbg !59, !nosanitize !17

193:                                              ; preds = %191, %184
  %194 = sext i32 %188 to i64, !dbg !57
  %195 = getelementptr inbounds double, ptr %185, i64 %194, !dbg !57
  %196 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %194), !dbg !57, !nosanitize !17
  %197 = extractvalue { i64, i1 } %196, 1, !dbg !57, !nosanitize !17
  %198 = or i1 %197, false, !dbg !57, !nosanitize !17
  %199 = extractvalue { i64, i1 } %196, 0, !dbg !57, !nosanitize !17
  %200 = ptrtoint ptr %185 to i64, !dbg !57, !nosanitize !17
  %201 = add i64 %200, %199, !dbg !57, !nosanitize !17
  %202 = icmp ne ptr %185, null, !dbg !57, !nosanitize !17
  %203 = icmp ne i64 %201, 0, !dbg !57, !nosanitize !17
  %204 = icmp eq i1 %202, %203, !dbg !57, !nosanitize !17
  %205 = xor i1 %198, true, !dbg !57, !nosanitize !17
  %206 = icmp uge i64 %201, %200, !dbg !57, !nosanitize !17
  %207 = icmp sge i64 %199, 0, !dbg !57, !nosanitize !17
  %208 = icmp ult i64 %201, %200, !dbg !57, !nosanitize !17
  %209 = select i1 %207, i1 %206, i1 %208, !dbg !57, !nosanitize !17
  %210 = and i1 %209, %205, !dbg !57, !nosanitize !17
  %211 = and i1 %204, %210, !dbg !57, !nosanitize !17
  br i1 %211, label %213, label %212, !dbg !57, !prof !32, !nosanitize !17

212:                                              ; preds = %193
  call void @__ubsan_handle_pointer_overflow(ptr @18, i64 %200, i64 %201) #3, !dbg !57, !nosanitize !17
  br label %213, !dbg !57, !nosanitize !17

213:                                              ; preds = %212, %193
  %214 = icmp ne ptr %195, null, !dbg !57, !nosanitize !17
  %215 = ptrtoint ptr %195 to i64, !dbg !57, !nosanitize !17
  %216 = and i64 %215, 7, !dbg !57, !nosanitize !17
  %217 = icmp eq i64 %216, 0, !dbg !57, !nosanitize !17
  %218 = and i1 %214, %217, !dbg !57, !nosanitize !17
  br i1 %218, label %220, label %219, !dbg !57, !prof !32, !nosanitize !17

219:                                              ; preds = %213
  call void @__ubsan_handle_type_mismatch_v1(ptr @19, i64 %215) #3, !dbg !57, !nosanitize !17
  br label %220, !dbg !57, !nosanitize !17

220:                                              ; preds = %219, %213
  %221 = load double, ptr %195, align 8, !dbg !57
  %222 = load ptr, ptr %6, align 8, !dbg !60
  %223 = load i32, ptr %4, align 4, !dbg !61
  %224 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %223, i32 1), !dbg !62, !nosanitize !17
  %225 = extractvalue { i32, i1 } %224, 0, !dbg !62, !nosanitize !17
  %226 = extractvalue { i32, i1 } %224, 1, !dbg !62, !nosanitize !17
  %227 = xor i1 %226, true, !dbg !62, !nosanitize !17
  br i1 %227, label %230, label %228, !dbg !62, !prof !32, !nosanitize !17

228:                                              ; preds = %220
  %229 = zext i32 %223 to i64, !dbg !62, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @20, i64 %229, i64 1) #3, !dbg !62, !nosanitize !17
  br label %230, !dbg !62, !nosanitize !17

230:                                              ; preds = %228, %220
  %231 = sext i32 %225 to i64, !dbg !63
  %232 = getelementptr inbounds double, ptr %222, i64 %231, !dbg !63
  %233 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %231), !dbg !63, !nosanitize !17
  %234 = extractvalue { i64, i1 } %233, 1, !dbg !63, !nosanitize !17
  %235 = or i1 %234, false, !dbg !63, !nosanitize !17
  %236 = extractvalue { i64, i1 } %233, 0, !dbg !63, !nosanitize !17
  %237 = ptrtoint ptr %222 to i64, !dbg !63, !nosanitize !17
  %238 = add i64 %237, %236, !dbg !63, !nosanitize !17
  %239 = icmp ne ptr %222, null, !dbg !63, !nosanitize !17
  %240 = icmp ne i64 %238, 0, !dbg !63, !nosanitize !17
  %241 = icmp eq i1 %239, %240, !dbg !63, !nosanitize !17
  %242 = xor i1 %235, true, !dbg !63, !nosanitize !17
  %243 = icmp uge i64 %238, %237, !dbg !63, !nosanitize !17
  %244 = icmp sge i64 %236, 0, !dbg !63, !nosanitize !17
  %245 = icmp ult i64 %238, %237, !dbg !63, !nosanitize !17
  %246 = select i1 %244, i1 %243, i1 %245, !dbg !63, !nosanitize !17
  %247 = and i1 %246, %242, !dbg !63, !nosanitize !17
  %248 = and i1 %241, %247, !dbg !63, !nosanitize !17
  br i1 %248, label %250, label %249, !dbg !63, !prof !32, !nosanitize !17

249:                                              ; preds = %230
  call void @__ubsan_handle_pointer_overflow(ptr @21, i64 %237, i64 %238) #3, !dbg !63, !nosanitize !17
  br label %250, !dbg !63, !nosanitize !17

250:                                              ; preds = %249, %230
  %251 = icmp ne ptr %232, null, !dbg !63, !nosanitize !17
  %252 = ptrtoint ptr %232 to i64, !dbg !63, !nosanitize !17
  %253 = and i64 %252, 7, !dbg !63, !nosanitize !17
  %254 = icmp eq i64 %253, 0, !dbg !63, !nosanitize !17
  %255 = and i1 %251, %254, !dbg !63, !nosanitize !17
  br i1 %255, label %257, label %256, !dbg !63, !prof !32, !nosanitize !17

256:                                              ; preds = %250
  call void @__ubsan_handle_type_mismatch_v1(ptr @22, i64 %252) #3, !dbg !63, !nosanitize !17
  br label %257, !dbg !63, !nosanitize !17

257:                                              ; preds = %256, %250
  store double %221, ptr %232, align 8, !dbg !63
  ret void, !dbg !64
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
define void @heat_step(i32 noundef %0, ptr noundef %1, ptr noundef %2, double noundef %3, i32 noundef %4) #0 !dbg !65 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
    #dbg_declare(ptr %6, !68, !DIExpression(), !69)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !70, !DIExpression(), !71)
  store ptr %2, ptr %8, align 8
    #dbg_declare(ptr %8, !72, !DIExpression(), !73)
  store double %3, ptr %9, align 8
    #dbg_declare(ptr %9, !74, !DIExpression(), !75)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !76, !DIExpression(), !77)
    #dbg_declare(ptr %11, !78, !DIExpression(), !80)
  store i32 0, ptr %11, align 4, !dbg !80
  br label %14, !dbg !81

14:                                               ; preds = %297, %5
  %15 = load i32, ptr %11, align 4, !dbg !82
  %16 = load i32, ptr %10, align 4, !dbg !84
  %17 = icmp slt i32 %15, %16, !dbg !85
  br i1 %17, label %18, label %298, !dbg !86

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !87, !DIExpression(), !90)
  store i32 1, ptr %12, align 4, !dbg !90
  br label %19, !dbg !91

19:                                               ; preds = %206, %18
  %20 = load i32, ptr %12, align 4, !dbg !92
  %21 = load i32, ptr %6, align 4, !dbg !94
  %22 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %21, i32 1), !dbg !95, !nosanitize !17
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !95, !nosanitize !17
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !95, !nosanitize !17
  %25 = xor i1 %24, true, !dbg !95, !nosanitize !17
  br i1 %25, label %28, label %26, !dbg !95, !prof !32, !nosanitize !17

26:                                               ; preds = %19
  %27 = zext i32 %21 to i64, !dbg !95, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @23, i64 %27, i64 1) #3, !dbg !95, !nosanitize !17
  br label %28, !dbg !95, !nosanitize !17

28:                                               ; preds = %26, %19
  %29 = icmp slt i32 %20, %23, !dbg !96
  br i1 %29, label %30, label %207, !dbg !97

30:                                               ; preds = %28
  %31 = load ptr, ptr %7, align 8, !dbg !98
  %32 = load i32, ptr %12, align 4, !dbg !99
  %33 = sext i32 %32 to i64, !dbg !98
  %34 = getelementptr inbounds double, ptr %31, i64 %33, !dbg !98
  %35 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %33), !dbg !98, !nosanitize !17
  %36 = extractvalue { i64, i1 } %35, 1, !dbg !98, !nosanitize !17
  %37 = or i1 %36, false, !dbg !98, !nosanitize !17
  %38 = extractvalue { i64, i1 } %35, 0, !dbg !98, !nosanitize !17
  %39 = ptrtoint ptr %31 to i64, !dbg !98, !nosanitize !17
  %40 = add i64 %39, %38, !dbg !98, !nosanitize !17
  %41 = icmp ne ptr %31, null, !dbg !98, !nosanitize !17
  %42 = icmp ne i64 %40, 0, !dbg !98, !nosanitize !17
  %43 = icmp eq i1 %41, %42, !dbg !98, !nosanitize !17
  %44 = xor i1 %37, true, !dbg !98, !nosanitize !17
  %45 = icmp uge i64 %40, %39, !dbg !98, !nosanitize !17
  %46 = icmp sge i64 %38, 0, !dbg !98, !nosanitize !17
  %47 = icmp ult i64 %40, %39, !dbg !98, !nosanitize !17
  %48 = select i1 %46, i1 %45, i1 %47, !dbg !98, !nosanitize !17
  %49 = and i1 %48, %44, !dbg !98, !nosanitize !17
  %50 = and i1 %43, %49, !dbg !98, !nosanitize !17
  br i1 %50, label %52, label %51, !dbg !98, !prof !32, !nosanitize !17

51:                                               ; preds = %30
  call void @__ubsan_handle_pointer_overflow(ptr @24, i64 %39, i64 %40) #3, !dbg !98, !nosanitize !17
  br label %52, !dbg !98, !nosanitize !17

52:                                               ; preds = %51, %30
  %53 = icmp ne ptr %34, null, !dbg !98, !nosanitize !17
  %54 = ptrtoint ptr %34 to i64, !dbg !98, !nosanitize !17
  %55 = and i64 %54, 7, !dbg !98, !nosanitize !17
  %56 = icmp eq i64 %55, 0, !dbg !98, !nosanitize !17
  %57 = and i1 %53, %56, !dbg !98, !nosanitize !17
  br i1 %57, label %59, label %58, !dbg !98, !prof !32, !nosanitize !17

58:                                               ; preds = %52
  call void @__ubsan_handle_type_mismatch_v1(ptr @25, i64 %54) #3, !dbg !98, !nosanitize !17
  br label %59, !dbg !98, !nosanitize !17

59:                                               ; preds = %58, %52
  %60 = load double, ptr %34, align 8, !dbg !98
  %61 = load double, ptr %9, align 8, !dbg !100
  %62 = load ptr, ptr %7, align 8, !dbg !101
  %63 = load i32, ptr %12, align 4, !dbg !102
  %64 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %63, i32 1), !dbg !103, !nosanitize !17
  %65 = extractvalue { i32, i1 } %64, 0, !dbg !103, !nosanitize !17
  %66 = extractvalue { i32, i1 } %64, 1, !dbg !103, !nosanitize !17
  %67 = xor i1 %66, true, !dbg !103, !nosanitize !17
  br i1 %67, label %70, label %68, !dbg !103, !prof !32, !nosanitize !17

68:                                               ; preds = %59
  %69 = zext i32 %63 to i64, !dbg !103, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @26, i64 %69, i64 1) #3, !dbg !103, !nosanitize !17
  br label %70, !dbg !103, !nosanitize !17

70:                                               ; preds = %68, %59
  %71 = sext i32 %65 to i64, !dbg !101
  %72 = getelementptr inbounds double, ptr %62, i64 %71, !dbg !101
  %73 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %71), !dbg !101, !nosanitize !17
  %74 = extractvalue { i64, i1 } %73, 1, !dbg !101, !nosanitize !17
  %75 = or i1 %74, false, !dbg !101, !nosanitize !17
  %76 = extractvalue { i64, i1 } %73, 0, !dbg !101, !nosanitize !17
  %77 = ptrtoint ptr %62 to i64, !dbg !101, !nosanitize !17
  %78 = add i64 %77, %76, !dbg !101, !nosanitize !17
  %79 = icmp ne ptr %62, null, !dbg !101, !nosanitize !17
  %80 = icmp ne i64 %78, 0, !dbg !101, !nosanitize !17
  %81 = icmp eq i1 %79, %80, !dbg !101, !nosanitize !17
  %82 = xor i1 %75, true, !dbg !101, !nosanitize !17
  %83 = icmp uge i64 %78, %77, !dbg !101, !nosanitize !17
  %84 = icmp sge i64 %76, 0, !dbg !101, !nosanitize !17
  %85 = icmp ult i64 %78, %77, !dbg !101, !nosanitize !17
  %86 = select i1 %84, i1 %83, i1 %85, !dbg !101, !nosanitize !17
  %87 = and i1 %86, %82, !dbg !101, !nosanitize !17
  %88 = and i1 %81, %87, !dbg !101, !nosanitize !17
  br i1 %88, label %90, label %89, !dbg !101, !prof !32, !nosanitize !17

89:                                               ; preds = %70
  call void @__ubsan_handle_pointer_overflow(ptr @27, i64 %77, i64 %78) #3, !dbg !101, !nosanitize !17
  br label %90, !dbg !101, !nosanitize !17

90:                                               ; preds = %89, %70
  %91 = icmp ne ptr %72, null, !dbg !101, !nosanitize !17
  %92 = ptrtoint ptr %72 to i64, !dbg !101, !nosanitize !17
  %93 = and i64 %92, 7, !dbg !101, !nosanitize !17
  %94 = icmp eq i64 %93, 0, !dbg !101, !nosanitize !17
  %95 = and i1 %91, %94, !dbg !101, !nosanitize !17
  br i1 %95, label %97, label %96, !dbg !101, !prof !32, !nosanitize !17

96:                                               ; preds = %90
  call void @__ubsan_handle_type_mismatch_v1(ptr @28, i64 %92) #3, !dbg !101, !nosanitize !17
  br label %97, !dbg !101, !nosanitize !17

97:                                               ; preds = %96, %90
  %98 = load double, ptr %72, align 8, !dbg !101
  %99 = load ptr, ptr %7, align 8, !dbg !104
  %100 = load i32, ptr %12, align 4, !dbg !105
  %101 = sext i32 %100 to i64, !dbg !104
  %102 = getelementptr inbounds double, ptr %99, i64 %101, !dbg !104
  %103 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %101), !dbg !104, !nosanitize !17
  %104 = extractvalue { i64, i1 } %103, 1, !dbg !104, !nosanitize !17
  %105 = or i1 %104, false, !dbg !104, !nosanitize !17
  %106 = extractvalue { i64, i1 } %103, 0, !dbg !104, !nosanitize !17
  %107 = ptrtoint ptr %99 to i64, !dbg !104, !nosanitize !17
  %108 = add i64 %107, %106, !dbg !104, !nosanitize !17
  %109 = icmp ne ptr %99, null, !dbg !104, !nosanitize !17
  %110 = icmp ne i64 %108, 0, !dbg !104, !nosanitize !17
  %111 = icmp eq i1 %109, %110, !dbg !104, !nosanitize !17
  %112 = xor i1 %105, true, !dbg !104, !nosanitize !17
  %113 = icmp uge i64 %108, %107, !dbg !104, !nosanitize !17
  %114 = icmp sge i64 %106, 0, !dbg !104, !nosanitize !17
  %115 = icmp ult i64 %108, %107, !dbg !104, !nosanitize !17
  %116 = select i1 %114, i1 %113, i1 %115, !dbg !104, !nosanitize !17
  %117 = and i1 %116, %112, !dbg !104, !nosanitize !17
  %118 = and i1 %111, %117, !dbg !104, !nosanitize !17
  br i1 %118, label %120, label %119, !dbg !104, !prof !32, !nosanitize !17

119:                                              ; preds = %97
  call void @__ubsan_handle_pointer_overflow(ptr @29, i64 %107, i64 %108) #3, !dbg !104, !nosanitize !17
  br label %120, !dbg !104, !nosanitize !17

120:                                              ; preds = %119, %97
  %121 = icmp ne ptr %102, null, !dbg !104, !nosanitize !17
  %122 = ptrtoint ptr %102 to i64, !dbg !104, !nosanitize !17
  %123 = and i64 %122, 7, !dbg !104, !nosanitize !17
  %124 = icmp eq i64 %123, 0, !dbg !104, !nosanitize !17
  %125 = and i1 %121, %124, !dbg !104, !nosanitize !17
  br i1 %125, label %127, label %126, !dbg !104, !prof !32, !nosanitize !17

126:                                              ; preds = %120
  call void @__ubsan_handle_type_mismatch_v1(ptr @30, i64 %122) #3, !dbg !104, !nosanitize !17
  br label %127, !dbg !104, !nosanitize !17

127:                                              ; preds = %126, %120
  %128 = load double, ptr %102, align 8, !dbg !104
  %129 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %128, double %98), !dbg !106
  %130 = load ptr, ptr %7, align 8, !dbg !107
  %131 = load i32, ptr %12, align 4, !dbg !108
  %132 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %131, i32 1), !dbg !109, !nosanitize !17
  %133 = extractvalue { i32, i1 } %132, 0, !dbg !109, !nosanitize !17
  %134 = extractvalue { i32, i1 } %132, 1, !dbg !109, !nosanitize !17
  %135 = xor i1 %134, true, !dbg !109, !nosanitize !17
  br i1 %135, label %138, label %136, !dbg !109, !prof !32, !nosanitize !17

136:                                              ; preds = %127
  %137 = zext i32 %131 to i64, !dbg !109, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @31, i64 %137, i64 1) #3, !dbg !109, !nosanitize !17
  br label %138, !dbg !109, !nosanitize !17

138:                                              ; preds = %136, %127
  %139 = sext i32 %133 to i64, !dbg !107
  %140 = getelementptr inbounds double, ptr %130, i64 %139, !dbg !107
  %141 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %139), !dbg !107, !nosanitize !17
  %142 = extractvalue { i64, i1 } %141, 1, !dbg !107, !nosanitize !17
  %143 = or i1 %142, false, !dbg !107, !nosanitize !17
  %144 = extractvalue { i64, i1 } %141, 0, !dbg !107, !nosanitize !17
  %145 = ptrtoint ptr %130 to i64, !dbg !107, !nosanitize !17
  %146 = add i64 %145, %144, !dbg !107, !nosanitize !17
  %147 = icmp ne ptr %130, null, !dbg !107, !nosanitize !17
  %148 = icmp ne i64 %146, 0, !dbg !107, !nosanitize !17
  %149 = icmp eq i1 %147, %148, !dbg !107, !nosanitize !17
  %150 = xor i1 %143, true, !dbg !107, !nosanitize !17
  %151 = icmp uge i64 %146, %145, !dbg !107, !nosanitize !17
  %152 = icmp sge i64 %144, 0, !dbg !107, !nosanitize !17
  %153 = icmp ult i64 %146, %145, !dbg !107, !nosanitize !17
  %154 = select i1 %152, i1 %151, i1 %153, !dbg !107, !nosanitize !17
  %155 = and i1 %154, %150, !dbg !107, !nosanitize !17
  %156 = and i1 %149, %155, !dbg !107, !nosanitize !17
  br i1 %156, label %158, label %157, !dbg !107, !prof !32, !nosanitize !17

157:                                              ; preds = %138
  call void @__ubsan_handle_pointer_overflow(ptr @32, i64 %145, i64 %146) #3, !dbg !107, !nosanitize !17
  br label %158, !dbg !107, !nosanitize !17

158:                                              ; preds = %157, %138
  %159 = icmp ne ptr %140, null, !dbg !107, !nosanitize !17
  %160 = ptrtoint ptr %140 to i64, !dbg !107, !nosanitize !17
  %161 = and i64 %160, 7, !dbg !107, !nosanitize !17
  %162 = icmp eq i64 %161, 0, !dbg !107, !nosanitize !17
  %163 = and i1 %159, %162, !dbg !107, !nosanitize !17
  br i1 %163, label %165, label %164, !dbg !107, !prof !32, !nosanitize !17

164:                                              ; preds = %158
  call void @__ubsan_handle_type_mismatch_v1(ptr @33, i64 %160) #3, !dbg !107, !nosanitize !17
  br label %165, !dbg !107, !nosanitize !17

165:                                              ; preds = %164, %158
  %166 = load double, ptr %140, align 8, !dbg !107
  %167 = fadd double %129, %166, !dbg !110
  %168 = call double @llvm.fmuladd.f64(double %61, double %167, double %60), !dbg !111
  %169 = load ptr, ptr %8, align 8, !dbg !112
  %170 = load i32, ptr %12, align 4, !dbg !113
  %171 = sext i32 %170 to i64, !dbg !114
  %172 = getelementptr inbounds double, ptr %169, i64 %171, !dbg !114
  %173 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %171), !dbg !114, !nosanitize !17
  %174 = extractvalue { i64, i1 } %173, 1, !dbg !114, !nosanitize !17
  %175 = or i1 %174, false, !dbg !114, !nosanitize !17
  %176 = extractvalue { i64, i1 } %173, 0, !dbg !114, !nosanitize !17
  %177 = ptrtoint ptr %169 to i64, !dbg !114, !nosanitize !17
  %178 = add i64 %177, %176, !dbg !114, !nosanitize !17
  %179 = icmp ne ptr %169, null, !dbg !114, !nosanitize !17
  %180 = icmp ne i64 %178, 0, !dbg !114, !nosanitize !17
  %181 = icmp eq i1 %179, %180, !dbg !114, !nosanitize !17
  %182 = xor i1 %175, true, !dbg !114, !nosanitize !17
  %183 = icmp uge i64 %178, %177, !dbg !114, !nosanitize !17
  %184 = icmp sge i64 %176, 0, !dbg !114, !nosanitize !17
  %185 = icmp ult i64 %178, %177, !dbg !114, !nosanitize !17
  %186 = select i1 %184, i1 %183, i1 %185, !dbg !114, !nosanitize !17
  %187 = and i1 %186, %182, !dbg !114, !nosanitize !17
  %188 = and i1 %181, %187, !dbg !114, !nosanitize !17
  br i1 %188, label %190, label %189, !dbg !114, !prof !32, !nosanitize !17

189:                                              ; preds = %165
  call void @__ubsan_handle_pointer_overflow(ptr @34, i64 %177, i64 %178) #3, !dbg !114, !nosanitize !17
  br label %190, !dbg !114, !nosanitize !17

190:                                              ; preds = %189, %165
  %191 = icmp ne ptr %172, null, !dbg !114, !nosanitize !17
  %192 = ptrtoint ptr %172 to i64, !dbg !114, !nosanitize !17
  %193 = and i64 %192, 7, !dbg !114, !nosanitize !17
  %194 = icmp eq i64 %193, 0, !dbg !114, !nosanitize !17
  %195 = and i1 %191, %194, !dbg !114, !nosanitize !17
  br i1 %195, label %197, label %196, !dbg !114, !prof !32, !nosanitize !17

196:                                              ; preds = %190
  call void @__ubsan_handle_type_mismatch_v1(ptr @35, i64 %192) #3, !dbg !114, !nosanitize !17
  br label %197, !dbg !114, !nosanitize !17

197:                                              ; preds = %196, %190
  store double %168, ptr %172, align 8, !dbg !114
  br label %198, !dbg !112

198:                                              ; preds = %197
  %199 = load i32, ptr %12, align 4, !dbg !115
  %200 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %199, i32 1), !dbg !115, !nosanitize !17
  %201 = extractvalue { i32, i1 } %200, 0, !dbg !115, !nosanitize !17
  %202 = extractvalue { i32, i1 } %200, 1, !dbg !115, !nosanitize !17
  %203 = xor i1 %202, true, !dbg !115, !nosanitize !17
  br i1 %203, label %206, label %204, !dbg !115, !prof !32, !nosanitize !17

204:                                              ; preds = %198
  %205 = zext i32 %199 to i64, !dbg !115, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @36, i64 %205, i64 1) #3, !dbg !115, !nosanitize !17
  br label %206, !dbg !115, !nosanitize !17

206:                                              ; preds = %204, %198
  store i32 %201, ptr %12, align 4, !dbg !115
  br label %19, !dbg !116, !llvm.loop !117

207:                                              ; preds = %28
    #dbg_declare(ptr %13, !119, !DIExpression(), !121)
  store i32 1, ptr %13, align 4, !dbg !121
  br label %208, !dbg !122

208:                                              ; preds = %287, %207
  %209 = load i32, ptr %13, align 4, !dbg !123
  %210 = load i32, ptr %6, align 4, !dbg !125
  %211 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %210, i32 1), !dbg !126, !nosanitize !17
  %212 = extractvalue { i32, i1 } %211, 0, !dbg !126, !nosanitize !17
  %213 = extractvalue { i32, i1 } %211, 1, !dbg !126, !nosanitize !17
  %214 = xor i1 %213, true, !dbg !126, !nosanitize !17
  br i1 %214, label %217, label %215, !dbg !126, !prof !32, !nosanitize !17

215:                                              ; preds = %208
  %216 = zext i32 %210 to i64, !dbg !126, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @37, i64 %216, i64 1) #3, !dbg !126, !nosanitize !17
  br label %217, !dbg !126, !nosanitize !17

217:                                              ; preds = %215, %208
  %218 = icmp slt i32 %209, %212, !dbg !127
  br i1 %218, label %219, label %288, !dbg !128

219:                                              ; preds = %217
  %220 = load ptr, ptr %8, align 8, !dbg !129
  %221 = load i32, ptr %13, align 4, !dbg !130
  %222 = sext i32 %221 to i64, !dbg !129
  %223 = getelementptr inbounds double, ptr %220, i64 %222, !dbg !129
  %224 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %222), !dbg !129, !nosanitize !17
  %225 = extractvalue { i64, i1 } %224, 1, !dbg !129, !nosanitize !17
  %226 = or i1 %225, false, !dbg !129, !nosanitize !17
  %227 = extractvalue { i64, i1 } %224, 0, !dbg !129, !nosanitize !17
  %228 = ptrtoint ptr %220 to i64, !dbg !129, !nosanitize !17
  %229 = add i64 %228, %227, !dbg !129, !nosanitize !17
  %230 = icmp ne ptr %220, null, !dbg !129, !nosanitize !17
  %231 = icmp ne i64 %229, 0, !dbg !129, !nosanitize !17
  %232 = icmp eq i1 %230, %231, !dbg !129, !nosanitize !17
  %233 = xor i1 %226, true, !dbg !129, !nosanitize !17
  %234 = icmp uge i64 %229, %228, !dbg !129, !nosanitize !17
  %235 = icmp sge i64 %227, 0, !dbg !129, !nosanitize !17
  %236 = icmp ult i64 %229, %228, !dbg !129, !nosanitize !17
  %237 = select i1 %235, i1 %234, i1 %236, !dbg !129, !nosanitize !17
  %238 = and i1 %237, %233, !dbg !129, !nosanitize !17
  %239 = and i1 %232, %238, !dbg !129, !nosanitize !17
  br i1 %239, label %241, label %240, !dbg !129, !prof !32, !nosanitize !17

240:                                              ; preds = %219
  call void @__ubsan_handle_pointer_overflow(ptr @38, i64 %228, i64 %229) #3, !dbg !129, !nosanitize !17
  br label %241, !dbg !129, !nosanitize !17

241:                                              ; preds = %240, %219
  %242 = icmp ne ptr %223, null, !dbg !129, !nosanitize !17
  %243 = ptrtoint ptr %223 to i64, !dbg !129, !nosanitize !17
  %244 = and i64 %243, 7, !dbg !129, !nosanitize !17
  %245 = icmp eq i64 %244, 0, !dbg !129, !nosanitize !17
  %246 = and i1 %242, %245, !dbg !129, !nosanitize !17
  br i1 %246, label %248, label %247, !dbg !129, !prof !32, !nosanitize !17

247:                                              ; preds = %241
  call void @__ubsan_handle_type_mismatch_v1(ptr @39, i64 %243) #3, !dbg !129, !nosanitize !17
  br label %248, !dbg !129, !nosanitize !17

248:                                              ; preds = %247, %241
  %249 = load double, ptr %223, align 8, !dbg !129
  %250 = load ptr, ptr %7, align 8, !dbg !131
  %251 = load i32, ptr %13, align 4, !dbg !132
  %252 = sext i32 %251 to i64, !dbg !133
  %253 = getelementptr inbounds double, ptr %250, i64 %252, !dbg !133
  %254 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %252), !dbg !133, !nosanitize !17
  %255 = extractvalue { i64, i1 } %254, 1, !dbg !133, !nosanitize !17
  %256 = or i1 %255, false, !dbg !133, !nosanitize !17
  %257 = extractvalue { i64, i1 } %254, 0, !dbg !133, !nosanitize !17
  %258 = ptrtoint ptr %250 to i64, !dbg !133, !nosanitize !17
  %259 = add i64 %258, %257, !dbg !133, !nosanitize !17
  %260 = icmp ne ptr %250, null, !dbg !133, !nosanitize !17
  %261 = icmp ne i64 %259, 0, !dbg !133, !nosanitize !17
  %262 = icmp eq i1 %260, %261, !dbg !133, !nosanitize !17
  %263 = xor i1 %256, true, !dbg !133, !nosanitize !17
  %264 = icmp uge i64 %259, %258, !dbg !133, !nosanitize !17
  %265 = icmp sge i64 %257, 0, !dbg !133, !nosanitize !17
  %266 = icmp ult i64 %259, %258, !dbg !133, !nosanitize !17
  %267 = select i1 %265, i1 %264, i1 %266, !dbg !133, !nosanitize !17
  %268 = and i1 %267, %263, !dbg !133, !nosanitize !17
  %269 = and i1 %262, %268, !dbg !133, !nosanitize !17
  br i1 %269, label %271, label %270, !dbg !133, !prof !32, !nosanitize !17

270:                                              ; preds = %248
  call void @__ubsan_handle_pointer_overflow(ptr @40, i64 %258, i64 %259) #3, !dbg !133, !nosanitize !17
  br label %271, !dbg !133, !nosanitize !17

271:                                              ; preds = %270, %248
  %272 = icmp ne ptr %253, null, !dbg !133, !nosanitize !17
  %273 = ptrtoint ptr %253 to i64, !dbg !133, !nosanitize !17
  %274 = and i64 %273, 7, !dbg !133, !nosanitize !17
  %275 = icmp eq i64 %274, 0, !dbg !133, !nosanitize !17
  %276 = and i1 %272, %275, !dbg !133, !nosanitize !17
  br i1 %276, label %278, label %277, !dbg !133, !prof !32, !nosanitize !17

277:                                              ; preds = %271
  call void @__ubsan_handle_type_mismatch_v1(ptr @41, i64 %273) #3, !dbg !133, !nosanitize !17
  br label %278, !dbg !133, !nosanitize !17

278:                                              ; preds = %277, %271
  store double %249, ptr %253, align 8, !dbg !133
  br label %279, !dbg !131

279:                                              ; preds = %278
  %280 = load i32, ptr %13, align 4, !dbg !134
  %281 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %280, i32 1), !dbg !134, !nosanitize !17
  %282 = extractvalue { i32, i1 } %281, 0, !dbg !134, !nosanitize !17
  %283 = extractvalue { i32, i1 } %281, 1, !dbg !134, !nosanitize !17
  %284 = xor i1 %283, true, !dbg !134, !nosanitize !17
  br i1 %284, label %287, label %285, !dbg !134, !prof !32, !nosanitize !17

285:                                              ; preds = %279
  %286 = zext i32 %280 to i64, !dbg !134, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @42, i64 %286, i64 1) #3, !dbg !134, !nosanitize !17
  br label %287, !dbg !134, !nosanitize !17

287:                                              ; preds = %285, %279
  store i32 %282, ptr %13, align 4, !dbg !134
  br label %208, !dbg !135, !llvm.loop !136

288:                                              ; preds = %217
  br label %289, !dbg !138

289:                                              ; preds = %288
  %290 = load i32, ptr %11, align 4, !dbg !139
  %291 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %290, i32 1), !dbg !139, !nosanitize !17
  %292 = extractvalue { i32, i1 } %291, 0, !dbg !139, !nosanitize !17
  %293 = extractvalue { i32, i1 } %291, 1, !dbg !139, !nosanitize !17
  %294 = xor i1 %293, true, !dbg !139, !nosanitize !17
  br i1 %294, label %297, label %295, !dbg !139, !prof !32, !nosanitize !17

295:                                              ; preds = %289
  %296 = zext i32 %290 to i64, !dbg !139, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @43, i64 %296, i64 1) #3, !dbg !139, !nosanitize !17
  br label %297, !dbg !139, !nosanitize !17

297:                                              ; preds = %295, %289
  store i32 %292, ptr %11, align 4, !dbg !139
  br label %14, !dbg !140, !llvm.loop !141

298:                                              ; preds = %14
  ret void, !dbg !143
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @energy(i32 noundef %0, ptr noundef %1, double noundef %2) #0 !dbg !144 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !147, !DIExpression(), !148)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !149, !DIExpression(), !150)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !151, !DIExpression(), !152)
    #dbg_declare(ptr %7, !153, !DIExpression(), !154)
  store double 0.000000e+00, ptr %7, align 8, !dbg !154
    #dbg_declare(ptr %8, !155, !DIExpression(), !157)
  store i32 0, ptr %8, align 4, !dbg !157
  br label %10, !dbg !158

10:                                               ; preds = %107, %3
  %11 = load i32, ptr %8, align 4, !dbg !159
  %12 = load i32, ptr %4, align 4, !dbg !161
  %13 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %12, i32 1), !dbg !162, !nosanitize !17
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !162, !nosanitize !17
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !162, !nosanitize !17
  %16 = xor i1 %15, true, !dbg !162, !nosanitize !17
  br i1 %16, label %19, label %17, !dbg !162, !prof !32, !nosanitize !17

17:                                               ; preds = %10
  %18 = zext i32 %12 to i64, !dbg !162, !nosanitize !17
  call void @__ubsan_handle_sub_overflow(ptr @44, i64 %18, i64 1) #3, !dbg !162, !nosanitize !17
  br label %19, !dbg !162, !nosanitize !17

19:                                               ; preds = %17, %10
  %20 = icmp slt i32 %11, %14, !dbg !163
  br i1 %20, label %21, label %108, !dbg !164

21:                                               ; preds = %19
    #dbg_declare(ptr %9, !165, !DIExpression(), !167)
  %22 = load ptr, ptr %5, align 8, !dbg !168
  %23 = load i32, ptr %8, align 4, !dbg !169
  %24 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %23, i32 1), !dbg !170, !nosanitize !17
  %25 = extractvalue { i32, i1 } %24, 0, !dbg !170, !nosanitize !17
  %26 = extractvalue { i32, i1 } %24, 1, !dbg !170, !nosanitize !17
  %27 = xor i1 %26, true, !dbg !170, !nosanitize !17
  br i1 %27, label %30, label %28, !dbg !170, !prof !32, !nosanitize !17

28:                                               ; preds = %21
  %29 = zext i32 %23 to i64, !dbg !170, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @45, i64 %29, i64 1) #3, !dbg !170, !nosanitize !17
  br label %30, !dbg !170, !nosanitize !17

30:                                               ; preds = %28, %21
  %31 = sext i32 %25 to i64, !dbg !168
  %32 = getelementptr inbounds double, ptr %22, i64 %31, !dbg !168
  %33 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %31), !dbg !168, !nosanitize !17
  %34 = extractvalue { i64, i1 } %33, 1, !dbg !168, !nosanitize !17
  %35 = or i1 %34, false, !dbg !168, !nosanitize !17
  %36 = extractvalue { i64, i1 } %33, 0, !dbg !168, !nosanitize !17
  %37 = ptrtoint ptr %22 to i64, !dbg !168, !nosanitize !17
  %38 = add i64 %37, %36, !dbg !168, !nosanitize !17
  %39 = icmp ne ptr %22, null, !dbg !168, !nosanitize !17
  %40 = icmp ne i64 %38, 0, !dbg !168, !nosanitize !17
  %41 = icmp eq i1 %39, %40, !dbg !168, !nosanitize !17
  %42 = xor i1 %35, true, !dbg !168, !nosanitize !17
  %43 = icmp uge i64 %38, %37, !dbg !168, !nosanitize !17
  %44 = icmp sge i64 %36, 0, !dbg !168, !nosanitize !17
  %45 = icmp ult i64 %38, %37, !dbg !168, !nosanitize !17
  %46 = select i1 %44, i1 %43, i1 %45, !dbg !168, !nosanitize !17
  %47 = and i1 %46, %42, !dbg !168, !nosanitize !17
  %48 = and i1 %41, %47, !dbg !168, !nosanitize !17
  br i1 %48, label %50, label %49, !dbg !168, !prof !32, !nosanitize !17

49:                                               ; preds = %30
  call void @__ubsan_handle_pointer_overflow(ptr @46, i64 %37, i64 %38) #3, !dbg !168, !nosanitize !17
  br label %50, !dbg !168, !nosanitize !17

50:                                               ; preds = %49, %30
  %51 = icmp ne ptr %32, null, !dbg !168, !nosanitize !17
  %52 = ptrtoint ptr %32 to i64, !dbg !168, !nosanitize !17
  %53 = and i64 %52, 7, !dbg !168, !nosanitize !17
  %54 = icmp eq i64 %53, 0, !dbg !168, !nosanitize !17
  %55 = and i1 %51, %54, !dbg !168, !nosanitize !17
  br i1 %55, label %57, label %56, !dbg !168, !prof !32, !nosanitize !17

56:                                               ; preds = %50
  call void @__ubsan_handle_type_mismatch_v1(ptr @47, i64 %52) #3, !dbg !168, !nosanitize !17
  br label %57, !dbg !168, !nosanitize !17

57:                                               ; preds = %56, %50
  %58 = load double, ptr %32, align 8, !dbg !168
  %59 = load ptr, ptr %5, align 8, !dbg !171
  %60 = load i32, ptr %8, align 4, !dbg !172
  %61 = sext i32 %60 to i64, !dbg !171
  %62 = getelementptr inbounds double, ptr %59, i64 %61, !dbg !171
  %63 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %61), !dbg !171, !nosanitize !17
  %64 = extractvalue { i64, i1 } %63, 1, !dbg !171, !nosanitize !17
  %65 = or i1 %64, false, !dbg !171, !nosanitize !17
  %66 = extractvalue { i64, i1 } %63, 0, !dbg !171, !nosanitize !17
  %67 = ptrtoint ptr %59 to i64, !dbg !171, !nosanitize !17
  %68 = add i64 %67, %66, !dbg !171, !nosanitize !17
  %69 = icmp ne ptr %59, null, !dbg !171, !nosanitize !17
  %70 = icmp ne i64 %68, 0, !dbg !171, !nosanitize !17
  %71 = icmp eq i1 %69, %70, !dbg !171, !nosanitize !17
  %72 = xor i1 %65, true, !dbg !171, !nosanitize !17
  %73 = icmp uge i64 %68, %67, !dbg !171, !nosanitize !17
  %74 = icmp sge i64 %66, 0, !dbg !171, !nosanitize !17
  %75 = icmp ult i64 %68, %67, !dbg !171, !nosanitize !17
  %76 = select i1 %74, i1 %73, i1 %75, !dbg !171, !nosanitize !17
  %77 = and i1 %76, %72, !dbg !171, !nosanitize !17
  %78 = and i1 %71, %77, !dbg !171, !nosanitize !17
  br i1 %78, label %80, label %79, !dbg !171, !prof !32, !nosanitize !17

79:                                               ; preds = %57
  call void @__ubsan_handle_pointer_overflow(ptr @48, i64 %67, i64 %68) #3, !dbg !171, !nosanitize !17
  br label %80, !dbg !171, !nosanitize !17

80:                                               ; preds = %79, %57
  %81 = icmp ne ptr %62, null, !dbg !171, !nosanitize !17
  %82 = ptrtoint ptr %62 to i64, !dbg !171, !nosanitize !17
  %83 = and i64 %82, 7, !dbg !171, !nosanitize !17
  %84 = icmp eq i64 %83, 0, !dbg !171, !nosanitize !17
  %85 = and i1 %81, %84, !dbg !171, !nosanitize !17
  br i1 %85, label %87, label %86, !dbg !171, !prof !32, !nosanitize !17

86:                                               ; preds = %80
  call void @__ubsan_handle_type_mismatch_v1(ptr @49, i64 %82) #3, !dbg !171, !nosanitize !17
  br label %87, !dbg !171, !nosanitize !17

87:                                               ; preds = %86, %80
  %88 = load double, ptr %62, align 8, !dbg !171
  %89 = fsub double %58, %88, !dbg !173
  %90 = load double, ptr %6, align 8, !dbg !174
  %91 = fdiv double %89, %90, !dbg !175
  store double %91, ptr %9, align 8, !dbg !167
  %92 = load double, ptr %9, align 8, !dbg !176
  %93 = fmul double 5.000000e-01, %92, !dbg !177
  %94 = load double, ptr %9, align 8, !dbg !178
  %95 = fmul double %93, %94, !dbg !179
  %96 = load double, ptr %6, align 8, !dbg !180
  %97 = load double, ptr %7, align 8, !dbg !181
  %98 = call double @llvm.fmuladd.f64(double %95, double %96, double %97), !dbg !181
  store double %98, ptr %7, align 8, !dbg !181
  br label %99, !dbg !182

99:                                               ; preds = %87
  %100 = load i32, ptr %8, align 4, !dbg !183
  %101 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %100, i32 1), !dbg !183, !nosanitize !17
  %102 = extractvalue { i32, i1 } %101, 0, !dbg !183, !nosanitize !17
  %103 = extractvalue { i32, i1 } %101, 1, !dbg !183, !nosanitize !17
  %104 = xor i1 %103, true, !dbg !183, !nosanitize !17
  br i1 %104, label %107, label %105, !dbg !183, !prof !32, !nosanitize !17

105:                                              ; preds = %99
  %106 = zext i32 %100 to i64, !dbg !183, !nosanitize !17
  call void @__ubsan_handle_add_overflow(ptr @50, i64 %106, i64 1) #3, !dbg !183, !nosanitize !17
  br label %107, !dbg !183, !nosanitize !17

107:                                              ; preds = %105, %99
  store i32 %102, ptr %8, align 4, !dbg !183
  br label %10, !dbg !184, !llvm.loop !185

108:                                              ; preds = %19
  %109 = load double, ptr %7, align 8, !dbg !187
  ret double %109, !dbg !188
}

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nomerge nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil1d.c", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"clang version 22.1.8"}
!9 = distinct !DISubprogram(name: "jacobi1d", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13, !16}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!17 = !{}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !9, file: !1, line: 3, type: !12)
!19 = !DILocation(line: 3, column: 19, scope: !9)
!20 = !DILocalVariable(name: "u", arg: 2, scope: !9, file: !1, line: 3, type: !13)
!21 = !DILocation(line: 3, column: 36, scope: !9)
!22 = !DILocalVariable(name: "v", arg: 3, scope: !9, file: !1, line: 3, type: !16)
!23 = !DILocation(line: 3, column: 47, scope: !9)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 4, type: !12)
!25 = distinct !DILexicalBlock(scope: !9, file: !1, line: 4, column: 5)
!26 = !DILocation(line: 4, column: 14, scope: !25)
!27 = !DILocation(line: 4, column: 10, scope: !25)
!28 = !DILocation(line: 4, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 4, column: 5)
!30 = !DILocation(line: 4, column: 25, scope: !29)
!31 = !DILocation(line: 4, column: 27, scope: !29)
!32 = !{!"branch_weights", i32 1048575, i32 1}
!33 = !DILocation(line: 4, column: 23, scope: !29)
!34 = !DILocation(line: 4, column: 5, scope: !25)
!35 = !DILocation(line: 5, column: 17, scope: !29)
!36 = !DILocation(line: 5, column: 19, scope: !29)
!37 = !DILocation(line: 5, column: 21, scope: !29)
!38 = !DILocation(line: 5, column: 28, scope: !29)
!39 = !DILocation(line: 5, column: 30, scope: !29)
!40 = !DILocation(line: 5, column: 26, scope: !29)
!41 = !DILocation(line: 5, column: 35, scope: !29)
!42 = !DILocation(line: 5, column: 37, scope: !29)
!43 = !DILocation(line: 5, column: 39, scope: !29)
!44 = !DILocation(line: 5, column: 33, scope: !29)
!45 = !DILocation(line: 5, column: 45, scope: !29)
!46 = !DILocation(line: 5, column: 9, scope: !29)
!47 = !DILocation(line: 5, column: 11, scope: !29)
!48 = !DILocation(line: 5, column: 14, scope: !29)
!49 = !DILocation(line: 4, column: 33, scope: !29)
!50 = !DILocation(line: 4, column: 5, scope: !29)
!51 = distinct !{!51, !34, !52, !53}
!52 = !DILocation(line: 5, column: 47, scope: !25)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 6, column: 12, scope: !9)
!55 = !DILocation(line: 6, column: 5, scope: !9)
!56 = !DILocation(line: 6, column: 10, scope: !9)
!57 = !DILocation(line: 7, column: 16, scope: !9)
!58 = !DILocation(line: 7, column: 18, scope: !9)
!59 = !DILocation(line: 7, column: 20, scope: !9)
!60 = !DILocation(line: 7, column: 5, scope: !9)
!61 = !DILocation(line: 7, column: 7, scope: !9)
!62 = !DILocation(line: 7, column: 9, scope: !9)
!63 = !DILocation(line: 7, column: 14, scope: !9)
!64 = !DILocation(line: 8, column: 1, scope: !9)
!65 = distinct !DISubprogram(name: "heat_step", scope: !1, file: !1, line: 10, type: !66, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !12, !16, !16, !15, !12}
!68 = !DILocalVariable(name: "n", arg: 1, scope: !65, file: !1, line: 10, type: !12)
!69 = !DILocation(line: 10, column: 20, scope: !65)
!70 = !DILocalVariable(name: "u", arg: 2, scope: !65, file: !1, line: 10, type: !16)
!71 = !DILocation(line: 10, column: 31, scope: !65)
!72 = !DILocalVariable(name: "tmp", arg: 3, scope: !65, file: !1, line: 10, type: !16)
!73 = !DILocation(line: 10, column: 42, scope: !65)
!74 = !DILocalVariable(name: "alpha", arg: 4, scope: !65, file: !1, line: 10, type: !15)
!75 = !DILocation(line: 10, column: 54, scope: !65)
!76 = !DILocalVariable(name: "steps", arg: 5, scope: !65, file: !1, line: 10, type: !12)
!77 = !DILocation(line: 10, column: 65, scope: !65)
!78 = !DILocalVariable(name: "s", scope: !79, file: !1, line: 11, type: !12)
!79 = distinct !DILexicalBlock(scope: !65, file: !1, line: 11, column: 5)
!80 = !DILocation(line: 11, column: 14, scope: !79)
!81 = !DILocation(line: 11, column: 10, scope: !79)
!82 = !DILocation(line: 11, column: 21, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 11, column: 5)
!84 = !DILocation(line: 11, column: 25, scope: !83)
!85 = !DILocation(line: 11, column: 23, scope: !83)
!86 = !DILocation(line: 11, column: 5, scope: !79)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 12, type: !12)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 12, column: 9)
!89 = distinct !DILexicalBlock(scope: !83, file: !1, line: 11, column: 37)
!90 = !DILocation(line: 12, column: 18, scope: !88)
!91 = !DILocation(line: 12, column: 14, scope: !88)
!92 = !DILocation(line: 12, column: 25, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 12, column: 9)
!94 = !DILocation(line: 12, column: 29, scope: !93)
!95 = !DILocation(line: 12, column: 31, scope: !93)
!96 = !DILocation(line: 12, column: 27, scope: !93)
!97 = !DILocation(line: 12, column: 9, scope: !88)
!98 = !DILocation(line: 13, column: 22, scope: !93)
!99 = !DILocation(line: 13, column: 24, scope: !93)
!100 = !DILocation(line: 13, column: 29, scope: !93)
!101 = !DILocation(line: 13, column: 38, scope: !93)
!102 = !DILocation(line: 13, column: 40, scope: !93)
!103 = !DILocation(line: 13, column: 42, scope: !93)
!104 = !DILocation(line: 13, column: 55, scope: !93)
!105 = !DILocation(line: 13, column: 57, scope: !93)
!106 = !DILocation(line: 13, column: 47, scope: !93)
!107 = !DILocation(line: 13, column: 62, scope: !93)
!108 = !DILocation(line: 13, column: 64, scope: !93)
!109 = !DILocation(line: 13, column: 66, scope: !93)
!110 = !DILocation(line: 13, column: 60, scope: !93)
!111 = !DILocation(line: 13, column: 27, scope: !93)
!112 = !DILocation(line: 13, column: 13, scope: !93)
!113 = !DILocation(line: 13, column: 17, scope: !93)
!114 = !DILocation(line: 13, column: 20, scope: !93)
!115 = !DILocation(line: 12, column: 37, scope: !93)
!116 = !DILocation(line: 12, column: 9, scope: !93)
!117 = distinct !{!117, !97, !118, !53}
!118 = !DILocation(line: 13, column: 70, scope: !88)
!119 = !DILocalVariable(name: "i", scope: !120, file: !1, line: 14, type: !12)
!120 = distinct !DILexicalBlock(scope: !89, file: !1, line: 14, column: 9)
!121 = !DILocation(line: 14, column: 18, scope: !120)
!122 = !DILocation(line: 14, column: 14, scope: !120)
!123 = !DILocation(line: 14, column: 25, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !1, line: 14, column: 9)
!125 = !DILocation(line: 14, column: 29, scope: !124)
!126 = !DILocation(line: 14, column: 31, scope: !124)
!127 = !DILocation(line: 14, column: 27, scope: !124)
!128 = !DILocation(line: 14, column: 9, scope: !120)
!129 = !DILocation(line: 15, column: 20, scope: !124)
!130 = !DILocation(line: 15, column: 24, scope: !124)
!131 = !DILocation(line: 15, column: 13, scope: !124)
!132 = !DILocation(line: 15, column: 15, scope: !124)
!133 = !DILocation(line: 15, column: 18, scope: !124)
!134 = !DILocation(line: 14, column: 37, scope: !124)
!135 = !DILocation(line: 14, column: 9, scope: !124)
!136 = distinct !{!136, !128, !137, !53}
!137 = !DILocation(line: 15, column: 25, scope: !120)
!138 = !DILocation(line: 16, column: 5, scope: !89)
!139 = !DILocation(line: 11, column: 33, scope: !83)
!140 = !DILocation(line: 11, column: 5, scope: !83)
!141 = distinct !{!141, !86, !142, !53}
!142 = !DILocation(line: 16, column: 5, scope: !79)
!143 = !DILocation(line: 17, column: 1, scope: !65)
!144 = distinct !DISubprogram(name: "energy", scope: !1, file: !1, line: 19, type: !145, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!145 = !DISubroutineType(types: !146)
!146 = !{!15, !12, !13, !15}
!147 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !1, line: 19, type: !12)
!148 = !DILocation(line: 19, column: 19, scope: !144)
!149 = !DILocalVariable(name: "u", arg: 2, scope: !144, file: !1, line: 19, type: !13)
!150 = !DILocation(line: 19, column: 36, scope: !144)
!151 = !DILocalVariable(name: "h", arg: 3, scope: !144, file: !1, line: 19, type: !15)
!152 = !DILocation(line: 19, column: 46, scope: !144)
!153 = !DILocalVariable(name: "e", scope: !144, file: !1, line: 20, type: !15)
!154 = !DILocation(line: 20, column: 12, scope: !144)
!155 = !DILocalVariable(name: "i", scope: !156, file: !1, line: 21, type: !12)
!156 = distinct !DILexicalBlock(scope: !144, file: !1, line: 21, column: 5)
!157 = !DILocation(line: 21, column: 14, scope: !156)
!158 = !DILocation(line: 21, column: 10, scope: !156)
!159 = !DILocation(line: 21, column: 21, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !1, line: 21, column: 5)
!161 = !DILocation(line: 21, column: 25, scope: !160)
!162 = !DILocation(line: 21, column: 27, scope: !160)
!163 = !DILocation(line: 21, column: 23, scope: !160)
!164 = !DILocation(line: 21, column: 5, scope: !156)
!165 = !DILocalVariable(name: "d", scope: !166, file: !1, line: 22, type: !15)
!166 = distinct !DILexicalBlock(scope: !160, file: !1, line: 21, column: 37)
!167 = !DILocation(line: 22, column: 16, scope: !166)
!168 = !DILocation(line: 22, column: 21, scope: !166)
!169 = !DILocation(line: 22, column: 23, scope: !166)
!170 = !DILocation(line: 22, column: 25, scope: !166)
!171 = !DILocation(line: 22, column: 32, scope: !166)
!172 = !DILocation(line: 22, column: 34, scope: !166)
!173 = !DILocation(line: 22, column: 30, scope: !166)
!174 = !DILocation(line: 22, column: 40, scope: !166)
!175 = !DILocation(line: 22, column: 38, scope: !166)
!176 = !DILocation(line: 23, column: 20, scope: !166)
!177 = !DILocation(line: 23, column: 18, scope: !166)
!178 = !DILocation(line: 23, column: 24, scope: !166)
!179 = !DILocation(line: 23, column: 22, scope: !166)
!180 = !DILocation(line: 23, column: 28, scope: !166)
!181 = !DILocation(line: 23, column: 11, scope: !166)
!182 = !DILocation(line: 24, column: 5, scope: !166)
!183 = !DILocation(line: 21, column: 33, scope: !160)
!184 = !DILocation(line: 21, column: 5, scope: !160)
!185 = distinct !{!185, !164, !186, !53}
!186 = !DILocation(line: 24, column: 5, scope: !156)
!187 = !DILocation(line: 25, column: 12, scope: !144)
!188 = !DILocation(line: 25, column: 5, scope: !144)
