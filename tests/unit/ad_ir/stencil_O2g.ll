; ModuleID = 'stencil.c'
source_filename = "stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define void @heat1d(ptr noundef captures(address) %0, ptr noundef captures(address) %1, i32 noundef %2, i32 noundef %3, double noundef %4) local_unnamed_addr #0 !dbg !18 {
    #dbg_value(ptr %0, !25, !DIExpression(), !39)
    #dbg_value(ptr %1, !26, !DIExpression(), !39)
    #dbg_value(i32 %2, !27, !DIExpression(), !39)
    #dbg_value(i32 %3, !28, !DIExpression(), !39)
    #dbg_value(double %4, !29, !DIExpression(), !39)
    #dbg_value(ptr %0, !30, !DIExpression(), !39)
    #dbg_value(ptr %1, !31, !DIExpression(), !39)
    #dbg_value(i32 0, !32, !DIExpression(), !40)
  %6 = icmp sgt i32 %3, 0, !dbg !41
  br i1 %6, label %7, label %121, !dbg !42

7:                                                ; preds = %5
  %8 = add nsw i32 %2, -1
  %9 = sext i32 %8 to i64
  %10 = icmp sgt i32 %2, 2
  %11 = zext i32 %8 to i64
  %12 = add nsw i64 %11, -1, !dbg !42
  %13 = icmp ult i64 %12, 4
  %14 = and i64 %12, -4
  %15 = or disjoint i64 %14, 1
  %16 = insertelement <2 x double> poison, double %4, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %18 = icmp eq i64 %12, %14
  %19 = and i32 %2, 1
  %20 = icmp eq i32 %19, 0
  %21 = add nsw i64 %11, -1
  br label %24, !dbg !42

22:                                               ; preds = %90
  %23 = icmp eq ptr %27, %0, !dbg !43
  br i1 %23, label %121, label %118, !dbg !45

24:                                               ; preds = %7, %90
  %25 = phi ptr [ %0, %7 ], [ %27, %90 ]
  %26 = phi i32 [ 0, %7 ], [ %91, %90 ]
  %27 = phi ptr [ %1, %7 ], [ %25, %90 ]
    #dbg_value(ptr %25, !30, !DIExpression(), !39)
    #dbg_value(i32 %26, !32, !DIExpression(), !40)
    #dbg_value(ptr %27, !31, !DIExpression(), !39)
  %28 = ptrtoint ptr %27 to i64, !dbg !46
  %29 = ptrtoint ptr %25 to i64, !dbg !46
  %30 = load double, ptr %25, align 8, !dbg !46, !tbaa !47
  store double %30, ptr %27, align 8, !dbg !49, !tbaa !47
  %31 = getelementptr inbounds double, ptr %25, i64 %9, !dbg !50
  %32 = load double, ptr %31, align 8, !dbg !51, !tbaa !47
  %33 = getelementptr inbounds double, ptr %27, i64 %9, !dbg !52
  store double %32, ptr %33, align 8, !dbg !53, !tbaa !47
    #dbg_value(i32 1, !34, !DIExpression(), !54)
  br i1 %10, label %34, label %90, !dbg !55

34:                                               ; preds = %24
  br i1 %13, label %73, label %35, !dbg !56

35:                                               ; preds = %34
  %36 = sub i64 %28, %29, !dbg !56
  %37 = icmp ult i64 %36, 32, !dbg !56
  %38 = add i64 %28, 8, !dbg !56
  %39 = sub i64 %38, %29, !dbg !56
  %40 = icmp ult i64 %39, 32, !dbg !56
  %41 = or i1 %37, %40, !dbg !56
  %42 = add i64 %28, -8, !dbg !56
  %43 = sub i64 %42, %29, !dbg !56
  %44 = icmp ult i64 %43, 32, !dbg !56
  %45 = or i1 %41, %44, !dbg !56
  br i1 %45, label %73, label %46

46:                                               ; preds = %35, %46
  %47 = phi i64 [ %70, %46 ], [ 0, %35 ]
  %48 = or disjoint i64 %47, 1
  %49 = getelementptr inbounds nuw double, ptr %25, i64 %48, !dbg !57
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 16, !dbg !57
  %51 = load <2 x double>, ptr %49, align 8, !dbg !57, !tbaa !47
  %52 = load <2 x double>, ptr %50, align 8, !dbg !57, !tbaa !47
  %53 = getelementptr i8, ptr %49, i64 -8, !dbg !59
  %54 = getelementptr i8, ptr %49, i64 8, !dbg !59
  %55 = load <2 x double>, ptr %53, align 8, !dbg !59, !tbaa !47
  %56 = load <2 x double>, ptr %54, align 8, !dbg !59, !tbaa !47
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> splat (double -2.000000e+00), <2 x double> %55), !dbg !60
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> splat (double -2.000000e+00), <2 x double> %56), !dbg !60
  %59 = getelementptr inbounds nuw double, ptr %25, i64 %47, !dbg !61
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16, !dbg !61
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 32, !dbg !61
  %62 = load <2 x double>, ptr %60, align 8, !dbg !61, !tbaa !47
  %63 = load <2 x double>, ptr %61, align 8, !dbg !61, !tbaa !47
  %64 = fadd <2 x double> %57, %62, !dbg !62
  %65 = fadd <2 x double> %58, %63, !dbg !62
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %64, <2 x double> %51), !dbg !63
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %65, <2 x double> %52), !dbg !63
  %68 = getelementptr inbounds nuw double, ptr %27, i64 %48, !dbg !64
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16, !dbg !65
  store <2 x double> %66, ptr %68, align 8, !dbg !65, !tbaa !47
  store <2 x double> %67, ptr %69, align 8, !dbg !65, !tbaa !47
  %70 = add nuw i64 %47, 4
  %71 = icmp eq i64 %70, %14, !dbg !66
  br i1 %71, label %72, label %46, !dbg !66, !llvm.loop !67

72:                                               ; preds = %46
  br i1 %18, label %90, label %73, !dbg !66

73:                                               ; preds = %35, %34, %72
  %74 = phi i64 [ 1, %35 ], [ 1, %34 ], [ %15, %72 ]
  br i1 %20, label %87, label %75, !dbg !56

75:                                               ; preds = %73
    #dbg_value(i64 poison, !34, !DIExpression(), !54)
  %76 = getelementptr inbounds nuw double, ptr %25, i64 %74, !dbg !57
  %77 = load double, ptr %76, align 8, !dbg !57, !tbaa !47
  %78 = getelementptr i8, ptr %76, i64 -8, !dbg !59
  %79 = load double, ptr %78, align 8, !dbg !59, !tbaa !47
  %80 = tail call double @llvm.fmuladd.f64(double %77, double -2.000000e+00, double %79), !dbg !60
  %81 = add nuw nsw i64 %74, 1, !dbg !71
  %82 = getelementptr inbounds nuw double, ptr %25, i64 %81, !dbg !61
  %83 = load double, ptr %82, align 8, !dbg !61, !tbaa !47
  %84 = fadd double %80, %83, !dbg !62
  %85 = tail call double @llvm.fmuladd.f64(double %4, double %84, double %77), !dbg !72
  %86 = getelementptr inbounds nuw double, ptr %27, i64 %74, !dbg !64
  store double %85, ptr %86, align 8, !dbg !73, !tbaa !47
    #dbg_value(i64 %81, !34, !DIExpression(), !54)
  br label %87, !dbg !56

87:                                               ; preds = %75, %73
  %88 = phi i64 [ %74, %73 ], [ %81, %75 ]
  %89 = icmp eq i64 %74, %21, !dbg !56
  br i1 %89, label %90, label %93, !dbg !56

90:                                               ; preds = %87, %93, %72, %24
    #dbg_value(ptr %25, !38, !DIExpression(), !74)
    #dbg_value(ptr %27, !30, !DIExpression(), !39)
    #dbg_value(ptr %25, !31, !DIExpression(), !39)
  %91 = add nuw nsw i32 %26, 1, !dbg !75
    #dbg_value(i32 %91, !32, !DIExpression(), !40)
  %92 = icmp eq i32 %91, %3, !dbg !76
  br i1 %92, label %22, label %24, !dbg !77, !llvm.loop !78

93:                                               ; preds = %87, %93
  %94 = phi i64 [ %111, %93 ], [ %88, %87 ]
    #dbg_value(i64 %94, !34, !DIExpression(), !54)
  %95 = getelementptr inbounds nuw double, ptr %25, i64 %94, !dbg !57
  %96 = load double, ptr %95, align 8, !dbg !57, !tbaa !47
  %97 = getelementptr i8, ptr %95, i64 -8, !dbg !59
  %98 = load double, ptr %97, align 8, !dbg !59, !tbaa !47
  %99 = tail call double @llvm.fmuladd.f64(double %96, double -2.000000e+00, double %98), !dbg !60
  %100 = add nuw nsw i64 %94, 1, !dbg !71
  %101 = getelementptr inbounds nuw double, ptr %25, i64 %100, !dbg !61
  %102 = load double, ptr %101, align 8, !dbg !61, !tbaa !47
  %103 = fadd double %99, %102, !dbg !62
  %104 = tail call double @llvm.fmuladd.f64(double %4, double %103, double %96), !dbg !63
  %105 = getelementptr inbounds nuw double, ptr %27, i64 %94, !dbg !64
  store double %104, ptr %105, align 8, !dbg !65, !tbaa !47
    #dbg_value(i64 %100, !34, !DIExpression(), !54)
  %106 = getelementptr inbounds nuw double, ptr %25, i64 %100, !dbg !57
  %107 = load double, ptr %106, align 8, !dbg !57, !tbaa !47
  %108 = getelementptr i8, ptr %106, i64 -8, !dbg !59
  %109 = load double, ptr %108, align 8, !dbg !59, !tbaa !47
  %110 = tail call double @llvm.fmuladd.f64(double %107, double -2.000000e+00, double %109), !dbg !60
  %111 = add nuw nsw i64 %94, 2, !dbg !71
  %112 = getelementptr inbounds nuw double, ptr %25, i64 %111, !dbg !61
  %113 = load double, ptr %112, align 8, !dbg !61, !tbaa !47
  %114 = fadd double %110, %113, !dbg !62
  %115 = tail call double @llvm.fmuladd.f64(double %4, double %114, double %107), !dbg !81
  %116 = getelementptr inbounds nuw double, ptr %27, i64 %100, !dbg !64
  store double %115, ptr %116, align 8, !dbg !82, !tbaa !47
    #dbg_value(i64 %111, !34, !DIExpression(), !54)
  %117 = icmp eq i64 %111, %11, !dbg !83
  br i1 %117, label %90, label %93, !dbg !84, !llvm.loop !85

118:                                              ; preds = %22
  %119 = sext i32 %2 to i64, !dbg !87
  %120 = shl nsw i64 %119, 3, !dbg !88
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %27, i64 %120, i1 false), !dbg !89
  br label %121, !dbg !90

121:                                              ; preds = %5, %118, %22
  ret void, !dbg !91
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define void @burgers1d(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2, double noundef %3) local_unnamed_addr #3 !dbg !92 {
    #dbg_value(ptr %0, !96, !DIExpression(), !109)
    #dbg_value(i32 %1, !97, !DIExpression(), !109)
    #dbg_value(i32 %2, !98, !DIExpression(), !109)
    #dbg_value(double %3, !99, !DIExpression(), !109)
  %5 = sext i32 %1 to i64, !dbg !110
  %6 = shl nsw i64 %5, 3, !dbg !111
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #8, !dbg !112
    #dbg_value(ptr %7, !100, !DIExpression(), !109)
    #dbg_value(i32 0, !101, !DIExpression(), !113)
  %8 = icmp sgt i32 %2, 0, !dbg !114
  br i1 %8, label %9, label %58, !dbg !115

9:                                                ; preds = %4
  %10 = add i32 %1, -1
  %11 = icmp sgt i32 %1, 2
  %12 = getelementptr i8, ptr %0, i64 8, !dbg !115
  %13 = getelementptr i8, ptr %7, i64 8, !dbg !115
  %14 = add i32 %1, -2, !dbg !115
  %15 = zext i32 %14 to i64, !dbg !115
  %16 = shl nuw nsw i64 %15, 3, !dbg !115
  %17 = zext i32 %10 to i64
  %18 = add nsw i64 %17, -1, !dbg !115
  %19 = icmp ult i64 %18, 2
  %20 = and i64 %18, -2
  %21 = or i64 %18, 1
  %22 = insertelement <2 x double> poison, double %3, i64 0
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  %24 = icmp eq i64 %18, %20
  br label %25, !dbg !115

25:                                               ; preds = %9, %79
  %26 = phi i32 [ 0, %9 ], [ %80, %79 ]
    #dbg_value(i32 %26, !101, !DIExpression(), !113)
    #dbg_value(i32 1, !103, !DIExpression(), !116)
  br i1 %11, label %27, label %79, !dbg !117

27:                                               ; preds = %25
  %28 = load double, ptr %12, align 8, !dbg !118, !tbaa !47
  br i1 %19, label %55, label %29, !dbg !120

29:                                               ; preds = %27
  %30 = insertelement <2 x double> poison, double %28, i64 1, !dbg !120
  br label %31, !dbg !120

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %51, %31 ]
  %33 = phi <2 x double> [ %30, %29 ], [ %38, %31 ]
  %34 = or disjoint i64 %32, 1
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %34, !dbg !118
  %36 = getelementptr inbounds nuw double, ptr %0, i64 %32, !dbg !121
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 16, !dbg !121
  %38 = load <2 x double>, ptr %37, align 8, !dbg !121, !tbaa !47
  %39 = shufflevector <2 x double> %33, <2 x double> %38, <2 x i32> <i32 1, i32 2>
  %40 = fmul <2 x double> %23, %39, !dbg !122
  %41 = getelementptr i8, ptr %35, i64 -8, !dbg !123
  %42 = load <2 x double>, ptr %41, align 8, !dbg !123, !tbaa !47
  %43 = fsub <2 x double> %38, %42, !dbg !124
  %44 = fneg <2 x double> %43, !dbg !125
  %45 = fmul <2 x double> %40, %44, !dbg !125
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> splat (double 5.000000e-01), <2 x double> %39), !dbg !125
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> splat (double -2.000000e+00), <2 x double> %38), !dbg !126
  %48 = fadd <2 x double> %47, %42, !dbg !127
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> %48, <2 x double> %46), !dbg !128
  %50 = getelementptr inbounds nuw double, ptr %7, i64 %34, !dbg !129
  store <2 x double> %49, ptr %50, align 8, !dbg !130, !tbaa !47
  %51 = add nuw i64 %32, 2
  %52 = icmp eq i64 %51, %20, !dbg !131
  br i1 %52, label %53, label %31, !dbg !131, !llvm.loop !132

53:                                               ; preds = %31
  %54 = extractelement <2 x double> %38, i64 1
  br i1 %24, label %59, label %55, !dbg !131

55:                                               ; preds = %27, %53
  %56 = phi double [ %28, %27 ], [ %54, %53 ]
  %57 = phi i64 [ 1, %27 ], [ %21, %53 ]
  br label %60, !dbg !131

58:                                               ; preds = %79, %4
  tail call void @free(ptr noundef %7) #9, !dbg !133
  ret void, !dbg !134

59:                                               ; preds = %60, %53
    #dbg_value(i32 1, !107, !DIExpression(), !135)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %12, ptr align 8 %13, i64 %16, i1 false), !dbg !136, !tbaa !47
    #dbg_value(i64 poison, !107, !DIExpression(), !135)
  br label %79, !dbg !138

60:                                               ; preds = %55, %60
  %61 = phi double [ %67, %60 ], [ %56, %55 ], !dbg !118
  %62 = phi i64 [ %65, %60 ], [ %57, %55 ]
    #dbg_value(i64 %62, !103, !DIExpression(), !116)
  %63 = getelementptr inbounds nuw double, ptr %0, i64 %62, !dbg !118
  %64 = fmul double %3, %61, !dbg !122
  %65 = add nuw nsw i64 %62, 1, !dbg !139
  %66 = getelementptr inbounds nuw double, ptr %0, i64 %65, !dbg !121
  %67 = load double, ptr %66, align 8, !dbg !121, !tbaa !47
  %68 = getelementptr i8, ptr %63, i64 -8, !dbg !123
  %69 = load double, ptr %68, align 8, !dbg !123, !tbaa !47
  %70 = fsub double %67, %69, !dbg !124
  %71 = fneg double %70, !dbg !125
  %72 = fmul double %64, %71, !dbg !125
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 5.000000e-01, double %61), !dbg !125
  %74 = tail call double @llvm.fmuladd.f64(double %61, double -2.000000e+00, double %67), !dbg !126
  %75 = fadd double %74, %69, !dbg !127
  %76 = tail call double @llvm.fmuladd.f64(double %3, double %75, double %73), !dbg !128
  %77 = getelementptr inbounds nuw double, ptr %7, i64 %62, !dbg !129
  store double %76, ptr %77, align 8, !dbg !130, !tbaa !47
    #dbg_value(i64 %65, !103, !DIExpression(), !116)
  %78 = icmp eq i64 %65, %17, !dbg !140
  br i1 %78, label %59, label %60, !dbg !131, !llvm.loop !141

79:                                               ; preds = %25, %59
  %80 = add nuw nsw i32 %26, 1, !dbg !138
    #dbg_value(i32 %80, !101, !DIExpression(), !113)
  %81 = icmp eq i32 %80, %2, !dbg !142
  br i1 %81, label %58, label %25, !dbg !143, !llvm.loop !144
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !147 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !152 void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @heat1d_vla(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2, double noundef %3) local_unnamed_addr #6 !dbg !155 {
    #dbg_value(ptr %0, !157, !DIExpression(), !174)
    #dbg_value(i32 %1, !158, !DIExpression(), !174)
    #dbg_value(i32 %2, !159, !DIExpression(), !174)
    #dbg_value(double %3, !160, !DIExpression(), !174)
  %5 = zext i32 %1 to i64, !dbg !175
  %6 = alloca double, i64 %5, align 16, !dbg !175
    #dbg_value(i64 %5, !161, !DIExpression(), !174)
    #dbg_declare(ptr %6, !162, !DIExpression(), !176)
    #dbg_value(i32 0, !166, !DIExpression(), !177)
  %7 = icmp sgt i32 %2, 0, !dbg !178
  br i1 %7, label %8, label %61, !dbg !179

8:                                                ; preds = %4
  %9 = add i32 %1, -1
  %10 = icmp sgt i32 %1, 2
  %11 = getelementptr i8, ptr %0, i64 8, !dbg !179
  %12 = getelementptr nuw i8, ptr %6, i64 8, !dbg !179
  %13 = add i32 %1, -2, !dbg !179
  %14 = zext i32 %13 to i64, !dbg !179
  %15 = shl nuw nsw i64 %14, 3, !dbg !179
  %16 = zext i32 %9 to i64
  %17 = add nsw i64 %16, -1, !dbg !179
  %18 = icmp ult i64 %17, 4
  %19 = and i64 %17, -4
  %20 = or disjoint i64 %19, 1
  %21 = insertelement <2 x double> poison, double %3, i64 0
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer
  %23 = icmp eq i64 %17, %19
  br label %24, !dbg !179

24:                                               ; preds = %8, %77
  %25 = phi i32 [ 0, %8 ], [ %78, %77 ]
    #dbg_value(i32 %25, !166, !DIExpression(), !177)
    #dbg_value(i32 1, !168, !DIExpression(), !180)
  br i1 %10, label %26, label %77, !dbg !181

26:                                               ; preds = %24
  %27 = load double, ptr %11, align 8, !dbg !182, !tbaa !47
  br i1 %18, label %58, label %28, !dbg !184

28:                                               ; preds = %26
  %29 = insertelement <2 x double> poison, double %27, i64 1, !dbg !184
  br label %30, !dbg !184

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %54, %30 ]
  %32 = phi <2 x double> [ %29, %28 ], [ %43, %30 ]
  %33 = or disjoint i64 %31, 1
  %34 = getelementptr inbounds nuw double, ptr %0, i64 %33, !dbg !182
  %35 = getelementptr i8, ptr %34, i64 -8, !dbg !185
  %36 = getelementptr i8, ptr %34, i64 8, !dbg !185
  %37 = load <2 x double>, ptr %35, align 8, !dbg !185, !tbaa !47
  %38 = load <2 x double>, ptr %36, align 8, !dbg !185, !tbaa !47
  %39 = getelementptr inbounds nuw double, ptr %0, i64 %31, !dbg !186
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 16, !dbg !186
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 32, !dbg !186
  %42 = load <2 x double>, ptr %40, align 8, !dbg !186, !tbaa !47
  %43 = load <2 x double>, ptr %41, align 8, !dbg !186, !tbaa !47
  %44 = shufflevector <2 x double> %32, <2 x double> %42, <2 x i32> <i32 1, i32 2>
  %45 = shufflevector <2 x double> %42, <2 x double> %43, <2 x i32> <i32 1, i32 2>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> splat (double -2.000000e+00), <2 x double> %37), !dbg !187
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> splat (double -2.000000e+00), <2 x double> %38), !dbg !187
  %48 = fadd <2 x double> %46, %42, !dbg !188
  %49 = fadd <2 x double> %47, %43, !dbg !188
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %48, <2 x double> %44), !dbg !189
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %49, <2 x double> %45), !dbg !189
  %52 = getelementptr inbounds nuw double, ptr %6, i64 %33, !dbg !190
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16, !dbg !191
  store <2 x double> %50, ptr %52, align 8, !dbg !191, !tbaa !47
  store <2 x double> %51, ptr %53, align 8, !dbg !191, !tbaa !47
  %54 = add nuw i64 %31, 4
  %55 = icmp eq i64 %54, %19, !dbg !192
  br i1 %55, label %56, label %30, !dbg !192, !llvm.loop !193

56:                                               ; preds = %30
  %57 = extractelement <2 x double> %43, i64 1
  br i1 %23, label %62, label %58, !dbg !192

58:                                               ; preds = %26, %56
  %59 = phi double [ %27, %26 ], [ %57, %56 ]
  %60 = phi i64 [ 1, %26 ], [ %20, %56 ]
  br label %63, !dbg !192

61:                                               ; preds = %77, %4
  ret void, !dbg !194

62:                                               ; preds = %63, %56
    #dbg_value(i32 1, !172, !DIExpression(), !195)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %12, i64 %15, i1 false), !dbg !196, !tbaa !47
    #dbg_value(i64 poison, !172, !DIExpression(), !195)
  br label %77, !dbg !198

63:                                               ; preds = %58, %63
  %64 = phi double [ %72, %63 ], [ %59, %58 ], !dbg !182
  %65 = phi i64 [ %70, %63 ], [ %60, %58 ]
    #dbg_value(i64 %65, !168, !DIExpression(), !180)
  %66 = getelementptr inbounds nuw double, ptr %0, i64 %65, !dbg !182
  %67 = getelementptr i8, ptr %66, i64 -8, !dbg !185
  %68 = load double, ptr %67, align 8, !dbg !185, !tbaa !47
  %69 = tail call double @llvm.fmuladd.f64(double %64, double -2.000000e+00, double %68), !dbg !187
  %70 = add nuw nsw i64 %65, 1, !dbg !199
  %71 = getelementptr inbounds nuw double, ptr %0, i64 %70, !dbg !186
  %72 = load double, ptr %71, align 8, !dbg !186, !tbaa !47
  %73 = fadd double %69, %72, !dbg !188
  %74 = tail call double @llvm.fmuladd.f64(double %3, double %73, double %64), !dbg !189
  %75 = getelementptr inbounds nuw double, ptr %6, i64 %65, !dbg !190
  store double %74, ptr %75, align 8, !dbg !191, !tbaa !47
    #dbg_value(i64 %70, !168, !DIExpression(), !180)
  %76 = icmp eq i64 %70, %16, !dbg !200
  br i1 %76, label %62, label %63, !dbg !192, !llvm.loop !201

77:                                               ; preds = %24, %62
  %78 = add nuw nsw i32 %25, 1, !dbg !198
    #dbg_value(i32 %78, !166, !DIExpression(), !177)
  %79 = icmp eq i32 %78, %2, !dbg !202
  br i1 %79, label %61, label %24, !dbg !203, !llvm.loop !204
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}
!llvm.errno.tbaa = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil.c", directory: ".")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 18, baseType: !5)
!4 = !DIFile(filename: "/work/main/.venv/lib/python3.11/site-packages/ziglang/lib/include/__stddef_size_t.h", directory: "")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!13 = !{!"clang version 22.1.8"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = distinct !DISubprogram(name: "heat1d", scope: !1, file: !1, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24, keyInstructions: true)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21, !21, !23, !23, !22}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32, !34, !38}
!25 = !DILocalVariable(name: "u", arg: 1, scope: !18, file: !1, line: 6, type: !21)
!26 = !DILocalVariable(name: "tmp", arg: 2, scope: !18, file: !1, line: 6, type: !21)
!27 = !DILocalVariable(name: "n", arg: 3, scope: !18, file: !1, line: 6, type: !23)
!28 = !DILocalVariable(name: "steps", arg: 4, scope: !18, file: !1, line: 6, type: !23)
!29 = !DILocalVariable(name: "nu", arg: 5, scope: !18, file: !1, line: 6, type: !22)
!30 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 7, type: !21)
!31 = !DILocalVariable(name: "b", scope: !18, file: !1, line: 7, type: !21)
!32 = !DILocalVariable(name: "s", scope: !33, file: !1, line: 8, type: !23)
!33 = distinct !DILexicalBlock(scope: !18, file: !1, line: 8, column: 5)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 11, type: !23)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 11, column: 9)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 8, column: 37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 8, column: 5)
!38 = !DILocalVariable(name: "t", scope: !36, file: !1, line: 13, type: !21)
!39 = !DILocation(line: 0, scope: !18)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 8, column: 23, scope: !37, atomGroup: 24, atomRank: 1)
!42 = !DILocation(line: 8, column: 5, scope: !33, atomGroup: 25, atomRank: 1)
!43 = !DILocation(line: 15, column: 11, scope: !44, atomGroup: 19, atomRank: 2)
!44 = distinct !DILexicalBlock(scope: !18, file: !1, line: 15, column: 9)
!45 = !DILocation(line: 15, column: 11, scope: !44, atomGroup: 19, atomRank: 1)
!46 = !DILocation(line: 9, column: 16, scope: !36, atomGroup: 6, atomRank: 2)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !16, i64 0}
!49 = !DILocation(line: 9, column: 14, scope: !36, atomGroup: 6, atomRank: 1)
!50 = !DILocation(line: 10, column: 20, scope: !36)
!51 = !DILocation(line: 10, column: 20, scope: !36, atomGroup: 7, atomRank: 2)
!52 = !DILocation(line: 10, column: 9, scope: !36)
!53 = !DILocation(line: 10, column: 18, scope: !36, atomGroup: 7, atomRank: 1)
!54 = !DILocation(line: 0, scope: !35)
!55 = !DILocation(line: 11, column: 9, scope: !35, atomGroup: 23, atomRank: 1)
!56 = !DILocation(line: 11, column: 9, scope: !35)
!57 = !DILocation(line: 12, column: 20, scope: !58)
!58 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 9)
!59 = !DILocation(line: 12, column: 33, scope: !58)
!60 = !DILocation(line: 12, column: 42, scope: !58)
!61 = !DILocation(line: 12, column: 57, scope: !58)
!62 = !DILocation(line: 12, column: 55, scope: !58)
!63 = !DILocation(line: 12, column: 25, scope: !58, atomGroup: 11, atomRank: 2)
!64 = !DILocation(line: 12, column: 13, scope: !58)
!65 = !DILocation(line: 12, column: 18, scope: !58, atomGroup: 11, atomRank: 1)
!66 = !DILocation(line: 11, column: 9, scope: !35, atomGroup: 10, atomRank: 1)
!67 = distinct !{!67, !68, !69, !70}
!68 = !{!"llvm.loop.mustprogress"}
!69 = !{!"llvm.loop.isvectorized", i32 1}
!70 = !{!"llvm.loop.unroll.runtime.disable"}
!71 = !DILocation(line: 12, column: 61, scope: !58)
!72 = !DILocation(line: 12, column: 25, scope: !58, atomGroup: 39, atomRank: 2)
!73 = !DILocation(line: 12, column: 18, scope: !58, atomGroup: 39, atomRank: 1)
!74 = !DILocation(line: 0, scope: !36)
!75 = !DILocation(line: 8, column: 33, scope: !37, atomGroup: 17, atomRank: 2)
!76 = !DILocation(line: 8, column: 23, scope: !37, atomGroup: 4, atomRank: 1)
!77 = !DILocation(line: 8, column: 5, scope: !33, atomGroup: 5, atomRank: 1)
!78 = distinct !{!78, !79, !80, !68}
!79 = !DILocation(line: 8, column: 5, scope: !33)
!80 = !DILocation(line: 14, column: 5, scope: !33)
!81 = !DILocation(line: 12, column: 25, scope: !58, atomGroup: 42, atomRank: 2)
!82 = !DILocation(line: 12, column: 18, scope: !58, atomGroup: 42, atomRank: 1)
!83 = !DILocation(line: 11, column: 27, scope: !58, atomGroup: 43, atomRank: 1)
!84 = !DILocation(line: 11, column: 9, scope: !35, atomGroup: 44, atomRank: 1)
!85 = distinct !{!85, !56, !86, !68, !69}
!86 = !DILocation(line: 12, column: 65, scope: !35)
!87 = !DILocation(line: 16, column: 22, scope: !44)
!88 = !DILocation(line: 16, column: 32, scope: !44)
!89 = !DILocation(line: 16, column: 9, scope: !44, atomGroup: 20, atomRank: 1)
!90 = !DILocation(line: 16, column: 9, scope: !44)
!91 = !DILocation(line: 17, column: 1, scope: !18, atomGroup: 21, atomRank: 1)
!92 = distinct !DISubprogram(name: "burgers1d", scope: !1, file: !1, line: 20, type: !93, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95, keyInstructions: true)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !21, !23, !23, !22}
!95 = !{!96, !97, !98, !99, !100, !101, !103, !107}
!96 = !DILocalVariable(name: "u", arg: 1, scope: !92, file: !1, line: 20, type: !21)
!97 = !DILocalVariable(name: "n", arg: 2, scope: !92, file: !1, line: 20, type: !23)
!98 = !DILocalVariable(name: "steps", arg: 3, scope: !92, file: !1, line: 20, type: !23)
!99 = !DILocalVariable(name: "dt", arg: 4, scope: !92, file: !1, line: 20, type: !22)
!100 = !DILocalVariable(name: "tmp", scope: !92, file: !1, line: 21, type: !21)
!101 = !DILocalVariable(name: "s", scope: !102, file: !1, line: 22, type: !23)
!102 = distinct !DILexicalBlock(scope: !92, file: !1, line: 22, column: 5)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 23, type: !23)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 23, column: 9)
!105 = distinct !DILexicalBlock(scope: !106, file: !1, line: 22, column: 37)
!106 = distinct !DILexicalBlock(scope: !102, file: !1, line: 22, column: 5)
!107 = !DILocalVariable(name: "i", scope: !108, file: !1, line: 26, type: !23)
!108 = distinct !DILexicalBlock(scope: !105, file: !1, line: 26, column: 9)
!109 = !DILocation(line: 0, scope: !92)
!110 = !DILocation(line: 21, column: 26, scope: !92)
!111 = !DILocation(line: 21, column: 36, scope: !92)
!112 = !DILocation(line: 21, column: 19, scope: !92, atomGroup: 1, atomRank: 2)
!113 = !DILocation(line: 0, scope: !102)
!114 = !DILocation(line: 22, column: 23, scope: !106, atomGroup: 31, atomRank: 1)
!115 = !DILocation(line: 22, column: 5, scope: !102, atomGroup: 32, atomRank: 1)
!116 = !DILocation(line: 0, scope: !104)
!117 = !DILocation(line: 23, column: 9, scope: !104, atomGroup: 28, atomRank: 1)
!118 = !DILocation(line: 24, column: 22, scope: !119)
!119 = distinct !DILexicalBlock(scope: !104, file: !1, line: 23, column: 9)
!120 = !DILocation(line: 23, column: 9, scope: !104)
!121 = !DILocation(line: 24, column: 42, scope: !119)
!122 = !DILocation(line: 24, column: 32, scope: !119)
!123 = !DILocation(line: 24, column: 53, scope: !119)
!124 = !DILocation(line: 24, column: 51, scope: !119)
!125 = !DILocation(line: 24, column: 27, scope: !119)
!126 = !DILocation(line: 25, column: 39, scope: !119)
!127 = !DILocation(line: 25, column: 52, scope: !119)
!128 = !DILocation(line: 25, column: 22, scope: !119, atomGroup: 8, atomRank: 2)
!129 = !DILocation(line: 24, column: 13, scope: !119)
!130 = !DILocation(line: 24, column: 20, scope: !119, atomGroup: 8, atomRank: 1)
!131 = !DILocation(line: 23, column: 9, scope: !104, atomGroup: 7, atomRank: 1)
!132 = distinct !{!132, !68, !69, !70}
!133 = !DILocation(line: 29, column: 5, scope: !92)
!134 = !DILocation(line: 30, column: 1, scope: !92, atomGroup: 19, atomRank: 1)
!135 = !DILocation(line: 0, scope: !108)
!136 = !DILocation(line: 27, column: 18, scope: !137, atomGroup: 14, atomRank: 1)
!137 = distinct !DILexicalBlock(scope: !108, file: !1, line: 26, column: 9)
!138 = !DILocation(line: 22, column: 33, scope: !106, atomGroup: 17, atomRank: 2)
!139 = !DILocation(line: 24, column: 46, scope: !119)
!140 = !DILocation(line: 23, column: 27, scope: !119, atomGroup: 6, atomRank: 1)
!141 = distinct !{!141, !68, !70, !69}
!142 = !DILocation(line: 22, column: 23, scope: !106, atomGroup: 3, atomRank: 1)
!143 = !DILocation(line: 22, column: 5, scope: !102, atomGroup: 4, atomRank: 1)
!144 = distinct !{!144, !145, !146, !68}
!145 = !DILocation(line: 22, column: 5, scope: !102)
!146 = !DILocation(line: 28, column: 5, scope: !102)
!147 = !DISubprogram(name: "malloc", scope: !148, file: !148, line: 682, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DIFile(filename: "/work/main/.venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/stdlib.h", directory: "")
!149 = !DISubroutineType(types: !150)
!150 = !{!151, !3}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!152 = !DISubprogram(name: "free", scope: !148, file: !148, line: 697, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !151}
!155 = distinct !DISubprogram(name: "heat1d_vla", scope: !1, file: !1, line: 33, type: !93, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !156, keyInstructions: true)
!156 = !{!157, !158, !159, !160, !161, !162, !166, !168, !172}
!157 = !DILocalVariable(name: "u", arg: 1, scope: !155, file: !1, line: 33, type: !21)
!158 = !DILocalVariable(name: "n", arg: 2, scope: !155, file: !1, line: 33, type: !23)
!159 = !DILocalVariable(name: "steps", arg: 3, scope: !155, file: !1, line: 33, type: !23)
!160 = !DILocalVariable(name: "nu", arg: 4, scope: !155, file: !1, line: 33, type: !22)
!161 = !DILocalVariable(name: "__vla_expr0", scope: !155, type: !5, flags: DIFlagArtificial)
!162 = !DILocalVariable(name: "tmp", scope: !155, file: !1, line: 34, type: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: !161)
!166 = !DILocalVariable(name: "s", scope: !167, file: !1, line: 35, type: !23)
!167 = distinct !DILexicalBlock(scope: !155, file: !1, line: 35, column: 5)
!168 = !DILocalVariable(name: "i", scope: !169, file: !1, line: 36, type: !23)
!169 = distinct !DILexicalBlock(scope: !170, file: !1, line: 36, column: 9)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 35, column: 37)
!171 = distinct !DILexicalBlock(scope: !167, file: !1, line: 35, column: 5)
!172 = !DILocalVariable(name: "i", scope: !173, file: !1, line: 38, type: !23)
!173 = distinct !DILexicalBlock(scope: !170, file: !1, line: 38, column: 9)
!174 = !DILocation(line: 0, scope: !155)
!175 = !DILocation(line: 34, column: 5, scope: !155)
!176 = !DILocation(line: 34, column: 12, scope: !155)
!177 = !DILocation(line: 0, scope: !167)
!178 = !DILocation(line: 35, column: 23, scope: !171, atomGroup: 37, atomRank: 1)
!179 = !DILocation(line: 35, column: 5, scope: !167, atomGroup: 38, atomRank: 1)
!180 = !DILocation(line: 0, scope: !169)
!181 = !DILocation(line: 36, column: 9, scope: !169, atomGroup: 34, atomRank: 1)
!182 = !DILocation(line: 37, column: 22, scope: !183)
!183 = distinct !DILexicalBlock(scope: !169, file: !1, line: 36, column: 9)
!184 = !DILocation(line: 36, column: 9, scope: !169)
!185 = !DILocation(line: 37, column: 35, scope: !183)
!186 = !DILocation(line: 37, column: 59, scope: !183)
!187 = !DILocation(line: 37, column: 44, scope: !183)
!188 = !DILocation(line: 37, column: 57, scope: !183)
!189 = !DILocation(line: 37, column: 27, scope: !183, atomGroup: 7, atomRank: 2)
!190 = !DILocation(line: 37, column: 13, scope: !183)
!191 = !DILocation(line: 37, column: 20, scope: !183, atomGroup: 7, atomRank: 1)
!192 = !DILocation(line: 36, column: 9, scope: !169, atomGroup: 6, atomRank: 1)
!193 = distinct !{!193, !68, !69, !70}
!194 = !DILocation(line: 41, column: 1, scope: !155, atomGroup: 18, atomRank: 1)
!195 = !DILocation(line: 0, scope: !173)
!196 = !DILocation(line: 39, column: 18, scope: !197, atomGroup: 13, atomRank: 1)
!197 = distinct !DILexicalBlock(scope: !173, file: !1, line: 38, column: 9)
!198 = !DILocation(line: 35, column: 33, scope: !171, atomGroup: 16, atomRank: 2)
!199 = !DILocation(line: 37, column: 63, scope: !183)
!200 = !DILocation(line: 36, column: 27, scope: !183, atomGroup: 5, atomRank: 1)
!201 = distinct !{!201, !68, !70, !69}
!202 = !DILocation(line: 35, column: 23, scope: !171, atomGroup: 2, atomRank: 1)
!203 = !DILocation(line: 35, column: 5, scope: !167, atomGroup: 3, atomRank: 1)
!204 = distinct !{!204, !205, !206, !68}
!205 = !DILocation(line: 35, column: 5, scope: !167)
!206 = !DILocation(line: 40, column: 5, scope: !167)
