; ModuleID = 'stencil1d.c'
source_filename = "stencil1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @jacobi1d(i32 noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(i32 %0, !23, !DIExpression(), !28)
    #dbg_value(ptr %1, !24, !DIExpression(), !28)
    #dbg_value(ptr %2, !25, !DIExpression(), !28)
    #dbg_value(i32 1, !26, !DIExpression(), !29)
  %4 = add i32 %0, -1
  %5 = icmp sgt i32 %0, 2, !dbg !30
  br i1 %5, label %6, label %60, !dbg !32

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64, !dbg !33
  %8 = add nsw i64 %7, -1, !dbg !34
  %9 = icmp ult i64 %8, 2, !dbg !34
  br i1 %9, label %40, label %10, !dbg !34

10:                                               ; preds = %6
  %11 = getelementptr i8, ptr %2, i64 8, !dbg !34
  %12 = shl nuw nsw i64 %7, 3, !dbg !34
  %13 = getelementptr i8, ptr %2, i64 %12, !dbg !34
  %14 = getelementptr i8, ptr %1, i64 %12, !dbg !34
  %15 = getelementptr i8, ptr %14, i64 8, !dbg !34
  %16 = icmp ult ptr %11, %15, !dbg !34
  %17 = icmp ult ptr %1, %13, !dbg !34
  %18 = and i1 %16, %17, !dbg !34
  br i1 %18, label %40, label %19

19:                                               ; preds = %10
  %20 = and i64 %8, -2
  %21 = or i64 %8, 1
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ 0, %19 ], [ %36, %22 ]
  %24 = or disjoint i64 %23, 1
  %25 = getelementptr double, ptr %1, i64 %24, !dbg !35
  %26 = getelementptr i8, ptr %25, i64 -8, !dbg !35
  %27 = load <2 x double>, ptr %26, align 8, !dbg !35, !tbaa !36, !alias.scope !38
  %28 = load <2 x double>, ptr %25, align 8, !dbg !41, !tbaa !36, !alias.scope !38
  %29 = fadd <2 x double> %27, %28, !dbg !42
  %30 = getelementptr inbounds nuw double, ptr %1, i64 %23, !dbg !43
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16, !dbg !43
  %32 = load <2 x double>, ptr %31, align 8, !dbg !43, !tbaa !36, !alias.scope !38
  %33 = fadd <2 x double> %29, %32, !dbg !44
  %34 = fdiv <2 x double> %33, splat (double 3.000000e+00), !dbg !45
  %35 = getelementptr inbounds nuw double, ptr %2, i64 %24, !dbg !46
  store <2 x double> %34, ptr %35, align 8, !dbg !47, !tbaa !36, !alias.scope !48, !noalias !38
  %36 = add nuw i64 %23, 2
  %37 = icmp eq i64 %36, %20, !dbg !50
  br i1 %37, label %38, label %22, !dbg !50, !llvm.loop !51

38:                                               ; preds = %22
  %39 = icmp eq i64 %8, %20, !dbg !50
  br i1 %39, label %60, label %40, !dbg !50

40:                                               ; preds = %10, %6, %38
  %41 = phi i64 [ 1, %10 ], [ 1, %6 ], [ %21, %38 ]
  %42 = and i32 %0, 1, !dbg !34
  %43 = icmp eq i32 %42, 0, !dbg !34
  br i1 %43, label %56, label %44, !dbg !34

44:                                               ; preds = %40
    #dbg_value(i64 poison, !26, !DIExpression(), !29)
  %45 = getelementptr double, ptr %1, i64 %41, !dbg !35
  %46 = getelementptr i8, ptr %45, i64 -8, !dbg !35
  %47 = load double, ptr %46, align 8, !dbg !35, !tbaa !36
  %48 = load double, ptr %45, align 8, !dbg !41, !tbaa !36
  %49 = fadd double %47, %48, !dbg !42
  %50 = add nuw nsw i64 %41, 1, !dbg !55
  %51 = getelementptr inbounds nuw double, ptr %1, i64 %50, !dbg !43
  %52 = load double, ptr %51, align 8, !dbg !43, !tbaa !36
  %53 = fadd double %49, %52, !dbg !44
  %54 = fdiv double %53, 3.000000e+00, !dbg !56
  %55 = getelementptr inbounds nuw double, ptr %2, i64 %41, !dbg !46
  store double %54, ptr %55, align 8, !dbg !57, !tbaa !36
    #dbg_value(i64 %50, !26, !DIExpression(), !29)
  br label %56, !dbg !34

56:                                               ; preds = %44, %40
  %57 = phi i64 [ %41, %40 ], [ %50, %44 ]
  %58 = add nsw i64 %7, -1, !dbg !34
  %59 = icmp eq i64 %41, %58, !dbg !34
  br i1 %59, label %60, label %66, !dbg !34

60:                                               ; preds = %56, %66, %38, %3
  %61 = load double, ptr %1, align 8, !dbg !58, !tbaa !36
  store double %61, ptr %2, align 8, !dbg !59, !tbaa !36
  %62 = sext i32 %4 to i64, !dbg !60
  %63 = getelementptr inbounds double, ptr %1, i64 %62, !dbg !60
  %64 = load double, ptr %63, align 8, !dbg !61, !tbaa !36
  %65 = getelementptr inbounds double, ptr %2, i64 %62, !dbg !62
  store double %64, ptr %65, align 8, !dbg !63, !tbaa !36
  ret void, !dbg !64

66:                                               ; preds = %56, %66
  %67 = phi i64 [ %84, %66 ], [ %57, %56 ]
    #dbg_value(i64 %67, !26, !DIExpression(), !29)
  %68 = getelementptr double, ptr %1, i64 %67, !dbg !35
  %69 = getelementptr i8, ptr %68, i64 -8, !dbg !35
  %70 = load double, ptr %69, align 8, !dbg !35, !tbaa !36
  %71 = load double, ptr %68, align 8, !dbg !41, !tbaa !36
  %72 = fadd double %70, %71, !dbg !42
  %73 = add nuw nsw i64 %67, 1, !dbg !55
  %74 = getelementptr inbounds nuw double, ptr %1, i64 %73, !dbg !43
  %75 = load double, ptr %74, align 8, !dbg !43, !tbaa !36
  %76 = fadd double %72, %75, !dbg !44
  %77 = fdiv double %76, 3.000000e+00, !dbg !45
  %78 = getelementptr inbounds nuw double, ptr %2, i64 %67, !dbg !46
  store double %77, ptr %78, align 8, !dbg !47, !tbaa !36
    #dbg_value(i64 %73, !26, !DIExpression(), !29)
  %79 = getelementptr double, ptr %1, i64 %73, !dbg !35
  %80 = getelementptr i8, ptr %79, i64 -8, !dbg !35
  %81 = load double, ptr %80, align 8, !dbg !35, !tbaa !36
  %82 = load double, ptr %79, align 8, !dbg !41, !tbaa !36
  %83 = fadd double %81, %82, !dbg !42
  %84 = add nuw nsw i64 %67, 2, !dbg !55
  %85 = getelementptr inbounds nuw double, ptr %1, i64 %84, !dbg !43
  %86 = load double, ptr %85, align 8, !dbg !43, !tbaa !36
  %87 = fadd double %83, %86, !dbg !44
  %88 = fdiv double %87, 3.000000e+00, !dbg !65
  %89 = getelementptr inbounds nuw double, ptr %2, i64 %73, !dbg !46
  store double %88, ptr %89, align 8, !dbg !66, !tbaa !36
    #dbg_value(i64 %84, !26, !DIExpression(), !29)
  %90 = icmp eq i64 %84, %7, !dbg !67
  br i1 %90, label %60, label %66, !dbg !68, !llvm.loop !69
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @heat_step(i32 noundef %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, double noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !71 {
    #dbg_value(i32 %0, !75, !DIExpression(), !88)
    #dbg_value(ptr %1, !76, !DIExpression(), !88)
    #dbg_value(ptr %2, !77, !DIExpression(), !88)
    #dbg_value(double %3, !78, !DIExpression(), !88)
    #dbg_value(i32 %4, !79, !DIExpression(), !88)
    #dbg_value(i32 0, !80, !DIExpression(), !89)
  %6 = icmp sgt i32 %4, 0, !dbg !90
  br i1 %6, label %7, label %88, !dbg !91

7:                                                ; preds = %5
  %8 = ptrtoint ptr %1 to i64, !dbg !90
  %9 = ptrtoint ptr %2 to i64, !dbg !90
  %10 = add i32 %0, -1
  %11 = icmp sgt i32 %0, 2
  %12 = zext i32 %10 to i64
  %13 = zext nneg i32 %10 to i64
  %14 = sub i64 %8, %9, !dbg !91
  %15 = add nsw i64 %12, -1, !dbg !91
  %16 = getelementptr i8, ptr %2, i64 8, !dbg !91
  %17 = shl nuw nsw i64 %12, 3, !dbg !91
  %18 = getelementptr i8, ptr %2, i64 %17, !dbg !91
  %19 = getelementptr i8, ptr %1, i64 %17, !dbg !91
  %20 = getelementptr i8, ptr %19, i64 8, !dbg !91
  %21 = add nsw i64 %12, -1, !dbg !91
  %22 = icmp ult i64 %21, 4
  %23 = icmp ult ptr %16, %20
  %24 = icmp ult ptr %1, %18
  %25 = and i1 %23, %24
  %26 = and i64 %21, -4
  %27 = or disjoint i64 %26, 1
  %28 = insertelement <2 x double> poison, double %3, i64 0
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %30 = icmp eq i64 %21, %26
  %31 = and i32 %0, 1
  %32 = icmp eq i32 %31, 0
  %33 = add nsw i64 %12, -1
  %34 = icmp ult i64 %15, 4
  %35 = icmp ult i64 %14, 32
  %36 = or i1 %34, %35
  %37 = and i64 %15, -4
  %38 = or disjoint i64 %37, 1
  %39 = icmp eq i64 %15, %37
  br label %40, !dbg !91

40:                                               ; preds = %7, %145
  %41 = phi i32 [ 0, %7 ], [ %146, %145 ]
    #dbg_value(i32 %41, !80, !DIExpression(), !89)
    #dbg_value(i32 1, !82, !DIExpression(), !92)
  br i1 %11, label %42, label %145, !dbg !93

42:                                               ; preds = %40
  %43 = select i1 %22, i1 true, i1 %25, !dbg !94
  br i1 %43, label %71, label %44, !dbg !94

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %68, %44 ], [ 0, %42 ]
  %46 = or disjoint i64 %45, 1
  %47 = getelementptr inbounds nuw double, ptr %1, i64 %46, !dbg !95
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16, !dbg !95
  %49 = load <2 x double>, ptr %47, align 8, !dbg !95, !tbaa !36, !alias.scope !97
  %50 = load <2 x double>, ptr %48, align 8, !dbg !95, !tbaa !36, !alias.scope !97
  %51 = getelementptr i8, ptr %47, i64 -8, !dbg !100
  %52 = getelementptr i8, ptr %47, i64 8, !dbg !100
  %53 = load <2 x double>, ptr %51, align 8, !dbg !100, !tbaa !36, !alias.scope !97
  %54 = load <2 x double>, ptr %52, align 8, !dbg !100, !tbaa !36, !alias.scope !97
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> splat (double -2.000000e+00), <2 x double> %53), !dbg !101
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> splat (double -2.000000e+00), <2 x double> %54), !dbg !101
  %57 = getelementptr inbounds nuw double, ptr %1, i64 %45, !dbg !102
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 16, !dbg !102
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 32, !dbg !102
  %60 = load <2 x double>, ptr %58, align 8, !dbg !102, !tbaa !36, !alias.scope !97
  %61 = load <2 x double>, ptr %59, align 8, !dbg !102, !tbaa !36, !alias.scope !97
  %62 = fadd <2 x double> %55, %60, !dbg !103
  %63 = fadd <2 x double> %56, %61, !dbg !103
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %62, <2 x double> %49), !dbg !104
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %63, <2 x double> %50), !dbg !104
  %66 = getelementptr inbounds nuw double, ptr %2, i64 %46, !dbg !105
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16, !dbg !106
  store <2 x double> %64, ptr %66, align 8, !dbg !106, !tbaa !36, !alias.scope !107, !noalias !97
  store <2 x double> %65, ptr %67, align 8, !dbg !106, !tbaa !36, !alias.scope !107, !noalias !97
  %68 = add nuw i64 %45, 4
  %69 = icmp eq i64 %68, %26, !dbg !109
  br i1 %69, label %70, label %44, !dbg !109, !llvm.loop !110

70:                                               ; preds = %44
  br i1 %30, label %114, label %71, !dbg !109

71:                                               ; preds = %42, %70
  %72 = phi i64 [ %27, %70 ], [ 1, %42 ]
  br i1 %32, label %85, label %73, !dbg !94

73:                                               ; preds = %71
    #dbg_value(i64 poison, !82, !DIExpression(), !92)
  %74 = getelementptr inbounds nuw double, ptr %1, i64 %72, !dbg !95
  %75 = load double, ptr %74, align 8, !dbg !95, !tbaa !36
  %76 = getelementptr i8, ptr %74, i64 -8, !dbg !100
  %77 = load double, ptr %76, align 8, !dbg !100, !tbaa !36
  %78 = tail call double @llvm.fmuladd.f64(double %75, double -2.000000e+00, double %77), !dbg !101
  %79 = add nuw nsw i64 %72, 1, !dbg !111
  %80 = getelementptr inbounds nuw double, ptr %1, i64 %79, !dbg !102
  %81 = load double, ptr %80, align 8, !dbg !102, !tbaa !36
  %82 = fadd double %78, %81, !dbg !103
  %83 = tail call double @llvm.fmuladd.f64(double %3, double %82, double %75), !dbg !112
  %84 = getelementptr inbounds nuw double, ptr %2, i64 %72, !dbg !105
  store double %83, ptr %84, align 8, !dbg !113, !tbaa !36
    #dbg_value(i64 %79, !82, !DIExpression(), !92)
  br label %85, !dbg !94

85:                                               ; preds = %73, %71
  %86 = phi i64 [ %72, %71 ], [ %79, %73 ]
  %87 = icmp eq i64 %72, %33, !dbg !94
  br i1 %87, label %114, label %89, !dbg !94

88:                                               ; preds = %145, %5
  ret void, !dbg !114

89:                                               ; preds = %85, %89
  %90 = phi i64 [ %107, %89 ], [ %86, %85 ]
    #dbg_value(i64 %90, !82, !DIExpression(), !92)
  %91 = getelementptr inbounds nuw double, ptr %1, i64 %90, !dbg !95
  %92 = load double, ptr %91, align 8, !dbg !95, !tbaa !36
  %93 = getelementptr i8, ptr %91, i64 -8, !dbg !100
  %94 = load double, ptr %93, align 8, !dbg !100, !tbaa !36
  %95 = tail call double @llvm.fmuladd.f64(double %92, double -2.000000e+00, double %94), !dbg !101
  %96 = add nuw nsw i64 %90, 1, !dbg !111
  %97 = getelementptr inbounds nuw double, ptr %1, i64 %96, !dbg !102
  %98 = load double, ptr %97, align 8, !dbg !102, !tbaa !36
  %99 = fadd double %95, %98, !dbg !103
  %100 = tail call double @llvm.fmuladd.f64(double %3, double %99, double %92), !dbg !104
  %101 = getelementptr inbounds nuw double, ptr %2, i64 %90, !dbg !105
  store double %100, ptr %101, align 8, !dbg !106, !tbaa !36
    #dbg_value(i64 %96, !82, !DIExpression(), !92)
  %102 = getelementptr inbounds nuw double, ptr %1, i64 %96, !dbg !95
  %103 = load double, ptr %102, align 8, !dbg !95, !tbaa !36
  %104 = getelementptr i8, ptr %102, i64 -8, !dbg !100
  %105 = load double, ptr %104, align 8, !dbg !100, !tbaa !36
  %106 = tail call double @llvm.fmuladd.f64(double %103, double -2.000000e+00, double %105), !dbg !101
  %107 = add nuw nsw i64 %90, 2, !dbg !111
  %108 = getelementptr inbounds nuw double, ptr %1, i64 %107, !dbg !102
  %109 = load double, ptr %108, align 8, !dbg !102, !tbaa !36
  %110 = fadd double %106, %109, !dbg !103
  %111 = tail call double @llvm.fmuladd.f64(double %3, double %110, double %103), !dbg !115
  %112 = getelementptr inbounds nuw double, ptr %2, i64 %96, !dbg !105
  store double %111, ptr %112, align 8, !dbg !116, !tbaa !36
    #dbg_value(i64 %107, !82, !DIExpression(), !92)
  %113 = icmp eq i64 %107, %12, !dbg !117
  br i1 %113, label %114, label %89, !dbg !118, !llvm.loop !119

114:                                              ; preds = %85, %89, %70
  br i1 %36, label %127, label %115, !dbg !121

115:                                              ; preds = %114, %115
  %116 = phi i64 [ %124, %115 ], [ 0, %114 ]
  %117 = or disjoint i64 %116, 1
  %118 = getelementptr inbounds nuw double, ptr %2, i64 %117, !dbg !122
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 16, !dbg !124
  %120 = load <2 x double>, ptr %118, align 8, !dbg !124, !tbaa !36
  %121 = load <2 x double>, ptr %119, align 8, !dbg !124, !tbaa !36
  %122 = getelementptr inbounds nuw double, ptr %1, i64 %117, !dbg !125
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 16, !dbg !126
  store <2 x double> %120, ptr %122, align 8, !dbg !126, !tbaa !36
  store <2 x double> %121, ptr %123, align 8, !dbg !126, !tbaa !36
  %124 = add nuw i64 %116, 4
  %125 = icmp eq i64 %124, %37, !dbg !127
  br i1 %125, label %126, label %115, !dbg !127, !llvm.loop !128

126:                                              ; preds = %115
  br i1 %39, label %145, label %127, !dbg !127

127:                                              ; preds = %114, %126
  %128 = phi i64 [ 1, %114 ], [ %38, %126 ]
  %129 = sub nsw i64 %12, %128, !dbg !121
  %130 = and i64 %129, 3, !dbg !121
  %131 = icmp eq i64 %130, 0, !dbg !121
  br i1 %131, label %141, label %132, !dbg !121

132:                                              ; preds = %127, %132
  %133 = phi i64 [ %138, %132 ], [ %128, %127 ]
  %134 = phi i64 [ %139, %132 ], [ 0, %127 ]
    #dbg_value(i64 %133, !86, !DIExpression(), !129)
  %135 = getelementptr inbounds nuw double, ptr %2, i64 %133, !dbg !122
  %136 = load double, ptr %135, align 8, !dbg !130, !tbaa !36
  %137 = getelementptr inbounds nuw double, ptr %1, i64 %133, !dbg !125
  store double %136, ptr %137, align 8, !dbg !131, !tbaa !36
  %138 = add nuw nsw i64 %133, 1, !dbg !132
    #dbg_value(i64 %138, !86, !DIExpression(), !129)
  %139 = add i64 %134, 1, !dbg !133
  %140 = icmp eq i64 %139, %130, !dbg !133
  br i1 %140, label %141, label %132, !dbg !133, !llvm.loop !134

141:                                              ; preds = %132, %127
  %142 = phi i64 [ %128, %127 ], [ %138, %132 ]
  %143 = sub nsw i64 %128, %12, !dbg !121
  %144 = icmp ugt i64 %143, -4, !dbg !121
  br i1 %144, label %145, label %148, !dbg !121

145:                                              ; preds = %141, %148, %126, %40
  %146 = add nuw nsw i32 %41, 1, !dbg !136
    #dbg_value(i32 %146, !80, !DIExpression(), !89)
  %147 = icmp eq i32 %146, %4, !dbg !137
  br i1 %147, label %88, label %40, !dbg !138, !llvm.loop !139

148:                                              ; preds = %141, %148
  %149 = phi i64 [ %165, %148 ], [ %142, %141 ]
    #dbg_value(i64 %149, !86, !DIExpression(), !129)
  %150 = getelementptr inbounds nuw double, ptr %2, i64 %149, !dbg !122
  %151 = load double, ptr %150, align 8, !dbg !124, !tbaa !36
  %152 = getelementptr inbounds nuw double, ptr %1, i64 %149, !dbg !125
  store double %151, ptr %152, align 8, !dbg !126, !tbaa !36
  %153 = add nuw nsw i64 %149, 1, !dbg !142
    #dbg_value(i64 %153, !86, !DIExpression(), !129)
  %154 = getelementptr inbounds nuw double, ptr %2, i64 %153, !dbg !122
  %155 = load double, ptr %154, align 8, !dbg !143, !tbaa !36
  %156 = getelementptr inbounds nuw double, ptr %1, i64 %153, !dbg !125
  store double %155, ptr %156, align 8, !dbg !144, !tbaa !36
  %157 = add nuw nsw i64 %149, 2, !dbg !145
    #dbg_value(i64 %157, !86, !DIExpression(), !129)
  %158 = getelementptr inbounds nuw double, ptr %2, i64 %157, !dbg !122
  %159 = load double, ptr %158, align 8, !dbg !146, !tbaa !36
  %160 = getelementptr inbounds nuw double, ptr %1, i64 %157, !dbg !125
  store double %159, ptr %160, align 8, !dbg !147, !tbaa !36
  %161 = add nuw nsw i64 %149, 3, !dbg !148
    #dbg_value(i64 %161, !86, !DIExpression(), !129)
  %162 = getelementptr inbounds nuw double, ptr %2, i64 %161, !dbg !122
  %163 = load double, ptr %162, align 8, !dbg !149, !tbaa !36
  %164 = getelementptr inbounds nuw double, ptr %1, i64 %161, !dbg !125
  store double %163, ptr %164, align 8, !dbg !150, !tbaa !36
  %165 = add nuw nsw i64 %149, 4, !dbg !151
    #dbg_value(i64 %165, !86, !DIExpression(), !129)
  %166 = icmp eq i64 %165, %13, !dbg !152
  br i1 %166, label %145, label %148, !dbg !153, !llvm.loop !154
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @energy(i32 noundef %0, ptr noundef readonly captures(none) %1, double noundef %2) local_unnamed_addr #2 !dbg !156 {
    #dbg_value(i32 %0, !160, !DIExpression(), !169)
    #dbg_value(ptr %1, !161, !DIExpression(), !169)
    #dbg_value(double %2, !162, !DIExpression(), !169)
    #dbg_value(double 0.000000e+00, !163, !DIExpression(), !169)
    #dbg_value(i32 0, !164, !DIExpression(), !170)
  %4 = icmp sgt i32 %0, 1, !dbg !171
  br i1 %4, label %5, label %28, !dbg !172

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -1
  %7 = zext nneg i32 %6 to i64, !dbg !173
  %8 = load double, ptr %1, align 8, !dbg !174, !tbaa !36
  %9 = and i64 %7, 1, !dbg !175
  %10 = icmp eq i32 %6, 1, !dbg !175
  br i1 %10, label %15, label %11, !dbg !175

11:                                               ; preds = %5
  %12 = and i64 %7, 2147483646, !dbg !175
  br label %30, !dbg !175

13:                                               ; preds = %30
  %14 = icmp eq i64 %9, 0, !dbg !175
  br i1 %14, label %28, label %15, !dbg !175

15:                                               ; preds = %13, %5
  %16 = phi double [ %8, %5 ], [ %45, %13 ]
  %17 = phi i64 [ 0, %5 ], [ %43, %13 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %50, %13 ]
  %19 = icmp ne i64 %9, 0, !dbg !176
  tail call void @llvm.assume(i1 %19), !dbg !176
    #dbg_value(double %18, !163, !DIExpression(), !169)
    #dbg_value(i64 %17, !164, !DIExpression(), !170)
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %17, !dbg !177
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 8, !dbg !177
  %22 = load double, ptr %21, align 8, !dbg !177, !tbaa !36
  %23 = fsub double %22, %16, !dbg !178
  %24 = fdiv double %23, %2, !dbg !179
    #dbg_value(double %24, !166, !DIExpression(), !180)
  %25 = fmul double %24, 5.000000e-01, !dbg !181
  %26 = fmul double %24, %25, !dbg !182
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %2, double %18), !dbg !183
    #dbg_value(double %27, !163, !DIExpression(), !169)
    #dbg_value(i64 %17, !164, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !170)
  br label %28, !dbg !184

28:                                               ; preds = %15, %13, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %50, %13 ], [ %27, %15 ], !dbg !169
  ret double %29, !dbg !184

30:                                               ; preds = %30, %11
  %31 = phi double [ %8, %11 ], [ %45, %30 ], !dbg !174
  %32 = phi i64 [ 0, %11 ], [ %43, %30 ]
  %33 = phi double [ 0.000000e+00, %11 ], [ %50, %30 ]
  %34 = phi i64 [ 0, %11 ], [ %51, %30 ]
    #dbg_value(double %33, !163, !DIExpression(), !169)
    #dbg_value(i64 %32, !164, !DIExpression(), !170)
  %35 = getelementptr inbounds nuw double, ptr %1, i64 %32, !dbg !177
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 8, !dbg !177
  %37 = load double, ptr %36, align 8, !dbg !177, !tbaa !36
  %38 = fsub double %37, %31, !dbg !178
  %39 = fdiv double %38, %2, !dbg !185
    #dbg_value(double %39, !166, !DIExpression(), !180)
  %40 = fmul double %39, 5.000000e-01, !dbg !181
  %41 = fmul double %39, %40, !dbg !182
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %2, double %33), !dbg !186
    #dbg_value(double %42, !163, !DIExpression(), !169)
    #dbg_value(i64 %32, !164, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !170)
  %43 = add nuw nsw i64 %32, 2, !dbg !187
  %44 = getelementptr inbounds nuw double, ptr %1, i64 %43, !dbg !177
  %45 = load double, ptr %44, align 8, !dbg !177, !tbaa !36
  %46 = fsub double %45, %37, !dbg !178
  %47 = fdiv double %46, %2, !dbg !188
    #dbg_value(double %47, !166, !DIExpression(), !180)
  %48 = fmul double %47, 5.000000e-01, !dbg !181
  %49 = fmul double %47, %48, !dbg !182
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %2, double %42), !dbg !189
    #dbg_value(double %50, !163, !DIExpression(), !169)
    #dbg_value(i64 %43, !164, !DIExpression(), !170)
  %51 = add i64 %34, 2, !dbg !190
  %52 = icmp eq i64 %51, %12, !dbg !190
  br i1 %52, label %13, label %30, !dbg !190, !llvm.loop !191
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil1d.c", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"clang version 22.1.8"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !DISubprogram(name: "jacobi1d", scope: !1, file: !1, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !18, !21}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!22 = !{!23, !24, !25, !26}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 3, type: !17)
!24 = !DILocalVariable(name: "u", arg: 2, scope: !14, file: !1, line: 3, type: !18)
!25 = !DILocalVariable(name: "v", arg: 3, scope: !14, file: !1, line: 3, type: !21)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 4, type: !17)
!27 = distinct !DILexicalBlock(scope: !14, file: !1, line: 4, column: 5)
!28 = !DILocation(line: 0, scope: !14)
!29 = !DILocation(line: 0, scope: !27)
!30 = !DILocation(line: 4, column: 23, scope: !31, atomGroup: 19, atomRank: 1)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 4, column: 5)
!32 = !DILocation(line: 4, column: 5, scope: !27, atomGroup: 20, atomRank: 1)
!33 = !DILocation(line: 4, column: 23, scope: !31, atomGroup: 2, atomRank: 1)
!34 = !DILocation(line: 4, column: 5, scope: !27)
!35 = !DILocation(line: 5, column: 17, scope: !31)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !12, i64 0}
!38 = !{!39}
!39 = distinct !{!39, !40}
!40 = distinct !{!40, !"LVerDomain"}
!41 = !DILocation(line: 5, column: 28, scope: !31)
!42 = !DILocation(line: 5, column: 26, scope: !31)
!43 = !DILocation(line: 5, column: 35, scope: !31)
!44 = !DILocation(line: 5, column: 33, scope: !31)
!45 = !DILocation(line: 5, column: 45, scope: !31, atomGroup: 4, atomRank: 2)
!46 = !DILocation(line: 5, column: 9, scope: !31)
!47 = !DILocation(line: 5, column: 14, scope: !31, atomGroup: 4, atomRank: 1)
!48 = !{!49}
!49 = distinct !{!49, !40}
!50 = !DILocation(line: 4, column: 5, scope: !27, atomGroup: 3, atomRank: 1)
!51 = distinct !{!51, !52, !53, !54}
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !{!"llvm.loop.unroll.runtime.disable"}
!55 = !DILocation(line: 5, column: 39, scope: !31)
!56 = !DILocation(line: 5, column: 45, scope: !31, atomGroup: 29, atomRank: 2)
!57 = !DILocation(line: 5, column: 14, scope: !31, atomGroup: 29, atomRank: 1)
!58 = !DILocation(line: 6, column: 12, scope: !14, atomGroup: 7, atomRank: 2)
!59 = !DILocation(line: 6, column: 10, scope: !14, atomGroup: 7, atomRank: 1)
!60 = !DILocation(line: 7, column: 16, scope: !14)
!61 = !DILocation(line: 7, column: 16, scope: !14, atomGroup: 8, atomRank: 2)
!62 = !DILocation(line: 7, column: 5, scope: !14)
!63 = !DILocation(line: 7, column: 14, scope: !14, atomGroup: 8, atomRank: 1)
!64 = !DILocation(line: 8, column: 1, scope: !14, atomGroup: 9, atomRank: 1)
!65 = !DILocation(line: 5, column: 45, scope: !31, atomGroup: 32, atomRank: 2)
!66 = !DILocation(line: 5, column: 14, scope: !31, atomGroup: 32, atomRank: 1)
!67 = !DILocation(line: 4, column: 23, scope: !31, atomGroup: 33, atomRank: 1)
!68 = !DILocation(line: 4, column: 5, scope: !27, atomGroup: 34, atomRank: 1)
!69 = distinct !{!69, !34, !70, !52, !53}
!70 = !DILocation(line: 5, column: 47, scope: !27)
!71 = distinct !DISubprogram(name: "heat_step", scope: !1, file: !1, line: 10, type: !72, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74, keyInstructions: true)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !17, !21, !21, !20, !17}
!74 = !{!75, !76, !77, !78, !79, !80, !82, !86}
!75 = !DILocalVariable(name: "n", arg: 1, scope: !71, file: !1, line: 10, type: !17)
!76 = !DILocalVariable(name: "u", arg: 2, scope: !71, file: !1, line: 10, type: !21)
!77 = !DILocalVariable(name: "tmp", arg: 3, scope: !71, file: !1, line: 10, type: !21)
!78 = !DILocalVariable(name: "alpha", arg: 4, scope: !71, file: !1, line: 10, type: !20)
!79 = !DILocalVariable(name: "steps", arg: 5, scope: !71, file: !1, line: 10, type: !17)
!80 = !DILocalVariable(name: "s", scope: !81, file: !1, line: 11, type: !17)
!81 = distinct !DILexicalBlock(scope: !71, file: !1, line: 11, column: 5)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 12, type: !17)
!83 = distinct !DILexicalBlock(scope: !84, file: !1, line: 12, column: 9)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 11, column: 37)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 11, column: 5)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 14, type: !17)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 14, column: 9)
!88 = !DILocation(line: 0, scope: !71)
!89 = !DILocation(line: 0, scope: !81)
!90 = !DILocation(line: 11, column: 23, scope: !85, atomGroup: 25, atomRank: 1)
!91 = !DILocation(line: 11, column: 5, scope: !81, atomGroup: 26, atomRank: 1)
!92 = !DILocation(line: 0, scope: !83)
!93 = !DILocation(line: 12, column: 9, scope: !83, atomGroup: 22, atomRank: 1)
!94 = !DILocation(line: 12, column: 9, scope: !83)
!95 = !DILocation(line: 13, column: 22, scope: !96)
!96 = distinct !DILexicalBlock(scope: !83, file: !1, line: 12, column: 9)
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !DILocation(line: 13, column: 38, scope: !96)
!101 = !DILocation(line: 13, column: 47, scope: !96)
!102 = !DILocation(line: 13, column: 62, scope: !96)
!103 = !DILocation(line: 13, column: 60, scope: !96)
!104 = !DILocation(line: 13, column: 27, scope: !96, atomGroup: 7, atomRank: 2)
!105 = !DILocation(line: 13, column: 13, scope: !96)
!106 = !DILocation(line: 13, column: 20, scope: !96, atomGroup: 7, atomRank: 1)
!107 = !{!108}
!108 = distinct !{!108, !99}
!109 = !DILocation(line: 12, column: 9, scope: !83, atomGroup: 6, atomRank: 1)
!110 = distinct !{!110, !52, !53, !54}
!111 = !DILocation(line: 13, column: 66, scope: !96)
!112 = !DILocation(line: 13, column: 27, scope: !96, atomGroup: 35, atomRank: 2)
!113 = !DILocation(line: 13, column: 20, scope: !96, atomGroup: 35, atomRank: 1)
!114 = !DILocation(line: 17, column: 1, scope: !71, atomGroup: 18, atomRank: 1)
!115 = !DILocation(line: 13, column: 27, scope: !96, atomGroup: 38, atomRank: 2)
!116 = !DILocation(line: 13, column: 20, scope: !96, atomGroup: 38, atomRank: 1)
!117 = !DILocation(line: 12, column: 27, scope: !96, atomGroup: 39, atomRank: 1)
!118 = !DILocation(line: 12, column: 9, scope: !83, atomGroup: 40, atomRank: 1)
!119 = distinct !{!119, !94, !120, !52, !53}
!120 = !DILocation(line: 13, column: 70, scope: !83)
!121 = !DILocation(line: 14, column: 9, scope: !87)
!122 = !DILocation(line: 15, column: 20, scope: !123)
!123 = distinct !DILexicalBlock(scope: !87, file: !1, line: 14, column: 9)
!124 = !DILocation(line: 15, column: 20, scope: !123, atomGroup: 13, atomRank: 2)
!125 = !DILocation(line: 15, column: 13, scope: !123)
!126 = !DILocation(line: 15, column: 18, scope: !123, atomGroup: 13, atomRank: 1)
!127 = !DILocation(line: 14, column: 9, scope: !87, atomGroup: 12, atomRank: 1)
!128 = distinct !{!128, !52, !53, !54}
!129 = !DILocation(line: 0, scope: !87)
!130 = !DILocation(line: 15, column: 20, scope: !123, atomGroup: 41, atomRank: 2)
!131 = !DILocation(line: 15, column: 18, scope: !123, atomGroup: 41, atomRank: 1)
!132 = !DILocation(line: 14, column: 37, scope: !123, atomGroup: 42, atomRank: 2)
!133 = !DILocation(line: 14, column: 9, scope: !87, atomGroup: 44, atomRank: 1)
!134 = distinct !{!134, !135}
!135 = !{!"llvm.loop.unroll.disable"}
!136 = !DILocation(line: 11, column: 33, scope: !85, atomGroup: 16, atomRank: 2)
!137 = !DILocation(line: 11, column: 23, scope: !85, atomGroup: 2, atomRank: 1)
!138 = !DILocation(line: 11, column: 5, scope: !81, atomGroup: 3, atomRank: 1)
!139 = distinct !{!139, !140, !141, !52}
!140 = !DILocation(line: 11, column: 5, scope: !81)
!141 = !DILocation(line: 16, column: 5, scope: !81)
!142 = !DILocation(line: 14, column: 37, scope: !123, atomGroup: 14, atomRank: 2)
!143 = !DILocation(line: 15, column: 20, scope: !123, atomGroup: 45, atomRank: 2)
!144 = !DILocation(line: 15, column: 18, scope: !123, atomGroup: 45, atomRank: 1)
!145 = !DILocation(line: 14, column: 37, scope: !123, atomGroup: 46, atomRank: 2)
!146 = !DILocation(line: 15, column: 20, scope: !123, atomGroup: 49, atomRank: 2)
!147 = !DILocation(line: 15, column: 18, scope: !123, atomGroup: 49, atomRank: 1)
!148 = !DILocation(line: 14, column: 37, scope: !123, atomGroup: 50, atomRank: 2)
!149 = !DILocation(line: 15, column: 20, scope: !123, atomGroup: 53, atomRank: 2)
!150 = !DILocation(line: 15, column: 18, scope: !123, atomGroup: 53, atomRank: 1)
!151 = !DILocation(line: 14, column: 37, scope: !123, atomGroup: 54, atomRank: 2)
!152 = !DILocation(line: 14, column: 27, scope: !123, atomGroup: 55, atomRank: 1)
!153 = !DILocation(line: 14, column: 9, scope: !87, atomGroup: 56, atomRank: 1)
!154 = distinct !{!154, !121, !155, !52, !53}
!155 = !DILocation(line: 15, column: 25, scope: !87)
!156 = distinct !DISubprogram(name: "energy", scope: !1, file: !1, line: 19, type: !157, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !159, keyInstructions: true)
!157 = !DISubroutineType(types: !158)
!158 = !{!20, !17, !18, !20}
!159 = !{!160, !161, !162, !163, !164, !166}
!160 = !DILocalVariable(name: "n", arg: 1, scope: !156, file: !1, line: 19, type: !17)
!161 = !DILocalVariable(name: "u", arg: 2, scope: !156, file: !1, line: 19, type: !18)
!162 = !DILocalVariable(name: "h", arg: 3, scope: !156, file: !1, line: 19, type: !20)
!163 = !DILocalVariable(name: "e", scope: !156, file: !1, line: 20, type: !20)
!164 = !DILocalVariable(name: "i", scope: !165, file: !1, line: 21, type: !17)
!165 = distinct !DILexicalBlock(scope: !156, file: !1, line: 21, column: 5)
!166 = !DILocalVariable(name: "d", scope: !167, file: !1, line: 22, type: !20)
!167 = distinct !DILexicalBlock(scope: !168, file: !1, line: 21, column: 37)
!168 = distinct !DILexicalBlock(scope: !165, file: !1, line: 21, column: 5)
!169 = !DILocation(line: 0, scope: !156)
!170 = !DILocation(line: 0, scope: !165)
!171 = !DILocation(line: 21, column: 23, scope: !168, atomGroup: 27, atomRank: 1)
!172 = !DILocation(line: 21, column: 5, scope: !165, atomGroup: 28, atomRank: 1)
!173 = !DILocation(line: 21, column: 23, scope: !168, atomGroup: 3, atomRank: 1)
!174 = !DILocation(line: 22, column: 32, scope: !167)
!175 = !DILocation(line: 21, column: 5, scope: !165)
!176 = !DILocation(line: 21, column: 5, scope: !165, atomGroup: 4, atomRank: 1)
!177 = !DILocation(line: 22, column: 21, scope: !167)
!178 = !DILocation(line: 22, column: 30, scope: !167)
!179 = !DILocation(line: 22, column: 38, scope: !167, atomGroup: 57, atomRank: 2)
!180 = !DILocation(line: 0, scope: !167)
!181 = !DILocation(line: 23, column: 18, scope: !167)
!182 = !DILocation(line: 23, column: 22, scope: !167)
!183 = !DILocation(line: 23, column: 11, scope: !167, atomGroup: 58, atomRank: 2)
!184 = !DILocation(line: 25, column: 5, scope: !156, atomGroup: 10, atomRank: 1)
!185 = !DILocation(line: 22, column: 38, scope: !167, atomGroup: 5, atomRank: 2)
!186 = !DILocation(line: 23, column: 11, scope: !167, atomGroup: 6, atomRank: 2)
!187 = !DILocation(line: 22, column: 25, scope: !167)
!188 = !DILocation(line: 22, column: 38, scope: !167, atomGroup: 61, atomRank: 2)
!189 = !DILocation(line: 23, column: 11, scope: !167, atomGroup: 62, atomRank: 2)
!190 = !DILocation(line: 21, column: 5, scope: !165, atomGroup: 64, atomRank: 1)
!191 = distinct !{!191, !175, !192, !52}
!192 = !DILocation(line: 24, column: 5, scope: !165)
