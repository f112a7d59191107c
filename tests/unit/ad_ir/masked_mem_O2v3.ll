; ModuleID = 'masked_mem.c'
source_filename = "masked_mem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@IDX = internal unnamed_addr constant [40 x i32] [i32 3, i32 1, i32 3, i32 0, i32 7, i32 2, i32 2, i32 5, i32 6, i32 4, i32 1, i32 1, i32 0, i32 7, i32 5, i32 3, i32 2, i32 6, i32 6, i32 4, i32 0, i32 5, i32 3, i32 3, i32 7, i32 1, i32 4, i32 4, i32 2, i32 0, i32 6, i32 5, i32 1, i32 7, i32 7, i32 3, i32 4, i32 2, i32 0, i32 6], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @gather_sq(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %185

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %183, label %8

8:                                                ; preds = %5
  %9 = icmp ult i32 %2, 16
  br i1 %9, label %144, label %10

10:                                               ; preds = %8
  %11 = and i64 %6, 12
  %12 = and i64 %6, 2147483632
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i64 [ 0, %10 ], [ %138, %13 ]
  %15 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %16 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %18 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %20 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %22 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %24 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 20
  %26 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 24
  %28 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 28
  %30 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %32 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 36
  %34 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 40
  %36 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 44
  %38 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 48
  %40 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 52
  %42 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 56
  %44 = getelementptr inbounds nuw i32, ptr @IDX, i64 %14
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 60
  %46 = load i32, ptr %15, align 16, !tbaa !6
  %47 = load i32, ptr %17, align 4, !tbaa !6
  %48 = load i32, ptr %19, align 8, !tbaa !6
  %49 = load i32, ptr %21, align 4, !tbaa !6
  %50 = load i32, ptr %23, align 16, !tbaa !6
  %51 = load i32, ptr %25, align 4, !tbaa !6
  %52 = load i32, ptr %27, align 8, !tbaa !6
  %53 = load i32, ptr %29, align 4, !tbaa !6
  %54 = load i32, ptr %31, align 16, !tbaa !6
  %55 = load i32, ptr %33, align 4, !tbaa !6
  %56 = load i32, ptr %35, align 8, !tbaa !6
  %57 = load i32, ptr %37, align 4, !tbaa !6
  %58 = load i32, ptr %39, align 16, !tbaa !6
  %59 = load i32, ptr %41, align 4, !tbaa !6
  %60 = load i32, ptr %43, align 8, !tbaa !6
  %61 = load i32, ptr %45, align 4, !tbaa !6
  %62 = sext i32 %46 to i64
  %63 = sext i32 %47 to i64
  %64 = sext i32 %48 to i64
  %65 = sext i32 %49 to i64
  %66 = sext i32 %50 to i64
  %67 = sext i32 %51 to i64
  %68 = sext i32 %52 to i64
  %69 = sext i32 %53 to i64
  %70 = sext i32 %54 to i64
  %71 = sext i32 %55 to i64
  %72 = sext i32 %56 to i64
  %73 = sext i32 %57 to i64
  %74 = sext i32 %58 to i64
  %75 = sext i32 %59 to i64
  %76 = sext i32 %60 to i64
  %77 = sext i32 %61 to i64
  %78 = getelementptr inbounds double, ptr %1, i64 %62
  %79 = getelementptr inbounds double, ptr %1, i64 %63
  %80 = getelementptr inbounds double, ptr %1, i64 %64
  %81 = getelementptr inbounds double, ptr %1, i64 %65
  %82 = getelementptr inbounds double, ptr %1, i64 %66
  %83 = getelementptr inbounds double, ptr %1, i64 %67
  %84 = getelementptr inbounds double, ptr %1, i64 %68
  %85 = getelementptr inbounds double, ptr %1, i64 %69
  %86 = getelementptr inbounds double, ptr %1, i64 %70
  %87 = getelementptr inbounds double, ptr %1, i64 %71
  %88 = getelementptr inbounds double, ptr %1, i64 %72
  %89 = getelementptr inbounds double, ptr %1, i64 %73
  %90 = getelementptr inbounds double, ptr %1, i64 %74
  %91 = getelementptr inbounds double, ptr %1, i64 %75
  %92 = getelementptr inbounds double, ptr %1, i64 %76
  %93 = getelementptr inbounds double, ptr %1, i64 %77
  %94 = load double, ptr %78, align 8, !tbaa !10
  %95 = load double, ptr %79, align 8, !tbaa !10
  %96 = load double, ptr %80, align 8, !tbaa !10
  %97 = load double, ptr %81, align 8, !tbaa !10
  %98 = insertelement <4 x double> poison, double %94, i64 0
  %99 = insertelement <4 x double> %98, double %95, i64 1
  %100 = insertelement <4 x double> %99, double %96, i64 2
  %101 = insertelement <4 x double> %100, double %97, i64 3
  %102 = load double, ptr %82, align 8, !tbaa !10
  %103 = load double, ptr %83, align 8, !tbaa !10
  %104 = load double, ptr %84, align 8, !tbaa !10
  %105 = load double, ptr %85, align 8, !tbaa !10
  %106 = insertelement <4 x double> poison, double %102, i64 0
  %107 = insertelement <4 x double> %106, double %103, i64 1
  %108 = insertelement <4 x double> %107, double %104, i64 2
  %109 = insertelement <4 x double> %108, double %105, i64 3
  %110 = load double, ptr %86, align 8, !tbaa !10
  %111 = load double, ptr %87, align 8, !tbaa !10
  %112 = load double, ptr %88, align 8, !tbaa !10
  %113 = load double, ptr %89, align 8, !tbaa !10
  %114 = insertelement <4 x double> poison, double %110, i64 0
  %115 = insertelement <4 x double> %114, double %111, i64 1
  %116 = insertelement <4 x double> %115, double %112, i64 2
  %117 = insertelement <4 x double> %116, double %113, i64 3
  %118 = load double, ptr %90, align 8, !tbaa !10
  %119 = load double, ptr %91, align 8, !tbaa !10
  %120 = load double, ptr %92, align 8, !tbaa !10
  %121 = load double, ptr %93, align 8, !tbaa !10
  %122 = insertelement <4 x double> poison, double %118, i64 0
  %123 = insertelement <4 x double> %122, double %119, i64 1
  %124 = insertelement <4 x double> %123, double %120, i64 2
  %125 = insertelement <4 x double> %124, double %121, i64 3
  %126 = fmul <4 x double> %101, splat (double 3.000000e+00)
  %127 = fmul <4 x double> %109, splat (double 3.000000e+00)
  %128 = fmul <4 x double> %117, splat (double 3.000000e+00)
  %129 = fmul <4 x double> %125, splat (double 3.000000e+00)
  %130 = fmul <4 x double> %101, %126
  %131 = fmul <4 x double> %109, %127
  %132 = fmul <4 x double> %117, %128
  %133 = fmul <4 x double> %125, %129
  %134 = getelementptr inbounds nuw double, ptr %0, i64 %14
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 32
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %137 = getelementptr inbounds nuw i8, ptr %134, i64 96
  store <4 x double> %130, ptr %134, align 8, !tbaa !10
  store <4 x double> %131, ptr %135, align 8, !tbaa !10
  store <4 x double> %132, ptr %136, align 8, !tbaa !10
  store <4 x double> %133, ptr %137, align 8, !tbaa !10
  %138 = add nuw i64 %14, 16
  %139 = icmp eq i64 %138, %12
  br i1 %139, label %140, label %13, !llvm.loop !12

140:                                              ; preds = %13
  %141 = icmp eq i64 %12, %6
  br i1 %141, label %185, label %142

142:                                              ; preds = %140
  %143 = icmp eq i64 %11, 0
  br i1 %143, label %183, label %144, !prof !16

144:                                              ; preds = %8, %142
  %145 = phi i64 [ %12, %142 ], [ 0, %8 ]
  %146 = and i64 %6, 2147483644
  br label %147

147:                                              ; preds = %147, %144
  %148 = phi i64 [ %145, %144 ], [ %179, %147 ]
  %149 = getelementptr inbounds nuw i32, ptr @IDX, i64 %148
  %150 = getelementptr inbounds nuw i32, ptr @IDX, i64 %148
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 4
  %152 = getelementptr inbounds nuw i32, ptr @IDX, i64 %148
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 8
  %154 = getelementptr inbounds nuw i32, ptr @IDX, i64 %148
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 12
  %156 = load i32, ptr %149, align 16, !tbaa !6
  %157 = load i32, ptr %151, align 4, !tbaa !6
  %158 = load i32, ptr %153, align 8, !tbaa !6
  %159 = load i32, ptr %155, align 4, !tbaa !6
  %160 = sext i32 %156 to i64
  %161 = sext i32 %157 to i64
  %162 = sext i32 %158 to i64
  %163 = sext i32 %159 to i64
  %164 = getelementptr inbounds double, ptr %1, i64 %160
  %165 = getelementptr inbounds double, ptr %1, i64 %161
  %166 = getelementptr inbounds double, ptr %1, i64 %162
  %167 = getelementptr inbounds double, ptr %1, i64 %163
  %168 = load double, ptr %164, align 8, !tbaa !10
  %169 = load double, ptr %165, align 8, !tbaa !10
  %170 = load double, ptr %166, align 8, !tbaa !10
  %171 = load double, ptr %167, align 8, !tbaa !10
  %172 = insertelement <4 x double> poison, double %168, i64 0
  %173 = insertelement <4 x double> %172, double %169, i64 1
  %174 = insertelement <4 x double> %173, double %170, i64 2
  %175 = insertelement <4 x double> %174, double %171, i64 3
  %176 = fmul <4 x double> %175, splat (double 3.000000e+00)
  %177 = fmul <4 x double> %175, %176
  %178 = getelementptr inbounds nuw double, ptr %0, i64 %148
  store <4 x double> %177, ptr %178, align 8, !tbaa !10
  %179 = add nuw i64 %148, 4
  %180 = icmp eq i64 %179, %146
  br i1 %180, label %181, label %147, !llvm.loop !17

181:                                              ; preds = %147
  %182 = icmp eq i64 %146, %6
  br i1 %182, label %185, label %183

183:                                              ; preds = %5, %142, %181
  %184 = phi i64 [ 0, %5 ], [ %12, %142 ], [ %146, %181 ]
  br label %186

185:                                              ; preds = %186, %140, %181, %3
  ret void

186:                                              ; preds = %183, %186
  %187 = phi i64 [ %196, %186 ], [ %184, %183 ]
  %188 = getelementptr inbounds nuw i32, ptr @IDX, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds double, ptr %1, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = fmul double %192, 3.000000e+00
  %194 = fmul double %192, %193
  %195 = getelementptr inbounds nuw double, ptr %0, i64 %187
  store double %194, ptr %195, align 8, !tbaa !10
  %196 = add nuw nsw i64 %187, 1
  %197 = icmp eq i64 %196, %6
  br i1 %197, label %185, label %186, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @scatter_sq(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %44

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %42, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %38, %10 ]
  %12 = getelementptr inbounds nuw double, ptr %1, i64 %11
  %13 = load <4 x double>, ptr %12, align 8, !tbaa !10
  %14 = fmul <4 x double> %13, %13
  %15 = extractelement <4 x double> %14, i64 0
  %16 = extractelement <4 x double> %14, i64 1
  %17 = extractelement <4 x double> %14, i64 2
  %18 = extractelement <4 x double> %14, i64 3
  %19 = getelementptr inbounds nuw i32, ptr @IDX, i64 %11
  %20 = getelementptr inbounds nuw i32, ptr @IDX, i64 %11
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %22 = getelementptr inbounds nuw i32, ptr @IDX, i64 %11
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %24 = getelementptr inbounds nuw i32, ptr @IDX, i64 %11
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %26 = load i32, ptr %19, align 16, !tbaa !6
  %27 = load i32, ptr %21, align 4, !tbaa !6
  %28 = load i32, ptr %23, align 8, !tbaa !6
  %29 = load i32, ptr %25, align 4, !tbaa !6
  %30 = sext i32 %26 to i64
  %31 = sext i32 %27 to i64
  %32 = sext i32 %28 to i64
  %33 = sext i32 %29 to i64
  %34 = getelementptr inbounds double, ptr %0, i64 %30
  %35 = getelementptr inbounds double, ptr %0, i64 %31
  %36 = getelementptr inbounds double, ptr %0, i64 %32
  %37 = getelementptr inbounds double, ptr %0, i64 %33
  store double %15, ptr %34, align 8, !tbaa !10
  store double %16, ptr %35, align 8, !tbaa !10
  store double %17, ptr %36, align 8, !tbaa !10
  store double %18, ptr %37, align 8, !tbaa !10
  %38 = add nuw i64 %11, 4
  %39 = icmp eq i64 %38, %9
  br i1 %39, label %40, label %10, !llvm.loop !19

40:                                               ; preds = %10
  %41 = icmp eq i64 %9, %6
  br i1 %41, label %44, label %42

42:                                               ; preds = %5, %40
  %43 = phi i64 [ 0, %5 ], [ %9, %40 ]
  br label %45

44:                                               ; preds = %45, %40, %3
  ret void

45:                                               ; preds = %42, %45
  %46 = phi i64 [ %54, %45 ], [ %43, %42 ]
  %47 = getelementptr inbounds nuw double, ptr %1, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fmul double %48, %48
  %50 = getelementptr inbounds nuw i32, ptr @IDX, i64 %46
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  store double %49, ptr %53, align 8, !tbaa !10
  %54 = add nuw nsw i64 %46, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %44, label %45, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @symm_step(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %199

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %197, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %2, 16
  br i1 %10, label %156, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %150, %14 ]
  %16 = or disjoint i64 %15, 2
  %17 = or disjoint i64 %15, 3
  %18 = or disjoint i64 %15, 4
  %19 = or disjoint i64 %15, 5
  %20 = or disjoint i64 %15, 6
  %21 = or disjoint i64 %15, 7
  %22 = or disjoint i64 %15, 8
  %23 = or disjoint i64 %15, 9
  %24 = or disjoint i64 %15, 10
  %25 = or disjoint i64 %15, 11
  %26 = or disjoint i64 %15, 12
  %27 = or disjoint i64 %15, 13
  %28 = or disjoint i64 %15, 14
  %29 = or disjoint i64 %15, 15
  %30 = sub nsw i64 39, %15
  %31 = sub i64 38, %15
  %32 = sub nsw i64 39, %16
  %33 = sub nsw i64 39, %17
  %34 = sub nsw i64 39, %18
  %35 = sub nsw i64 39, %19
  %36 = sub nsw i64 39, %20
  %37 = sub nsw i64 39, %21
  %38 = sub nsw i64 39, %22
  %39 = sub nsw i64 39, %23
  %40 = sub nsw i64 39, %24
  %41 = sub nsw i64 39, %25
  %42 = sub nsw i64 39, %26
  %43 = sub nsw i64 39, %27
  %44 = sub nsw i64 39, %28
  %45 = sub nsw i64 39, %29
  %46 = getelementptr inbounds i32, ptr @IDX, i64 %30
  %47 = getelementptr inbounds i32, ptr @IDX, i64 %31
  %48 = getelementptr inbounds i32, ptr @IDX, i64 %32
  %49 = getelementptr inbounds i32, ptr @IDX, i64 %33
  %50 = getelementptr inbounds i32, ptr @IDX, i64 %34
  %51 = getelementptr inbounds i32, ptr @IDX, i64 %35
  %52 = getelementptr inbounds i32, ptr @IDX, i64 %36
  %53 = getelementptr inbounds i32, ptr @IDX, i64 %37
  %54 = getelementptr inbounds i32, ptr @IDX, i64 %38
  %55 = getelementptr inbounds i32, ptr @IDX, i64 %39
  %56 = getelementptr inbounds i32, ptr @IDX, i64 %40
  %57 = getelementptr inbounds i32, ptr @IDX, i64 %41
  %58 = getelementptr inbounds i32, ptr @IDX, i64 %42
  %59 = getelementptr inbounds i32, ptr @IDX, i64 %43
  %60 = getelementptr inbounds i32, ptr @IDX, i64 %44
  %61 = getelementptr inbounds i32, ptr @IDX, i64 %45
  %62 = load i32, ptr %46, align 4, !tbaa !6
  %63 = load i32, ptr %47, align 8, !tbaa !6
  %64 = load i32, ptr %48, align 4, !tbaa !6
  %65 = load i32, ptr %49, align 16, !tbaa !6
  %66 = load i32, ptr %50, align 4, !tbaa !6
  %67 = load i32, ptr %51, align 8, !tbaa !6
  %68 = load i32, ptr %52, align 4, !tbaa !6
  %69 = load i32, ptr %53, align 16, !tbaa !6
  %70 = load i32, ptr %54, align 4, !tbaa !6
  %71 = load i32, ptr %55, align 8, !tbaa !6
  %72 = load i32, ptr %56, align 4, !tbaa !6
  %73 = load i32, ptr %57, align 16, !tbaa !6
  %74 = load i32, ptr %58, align 4, !tbaa !6
  %75 = load i32, ptr %59, align 8, !tbaa !6
  %76 = load i32, ptr %60, align 4, !tbaa !6
  %77 = load i32, ptr %61, align 16, !tbaa !6
  %78 = sext i32 %62 to i64
  %79 = sext i32 %63 to i64
  %80 = sext i32 %64 to i64
  %81 = sext i32 %65 to i64
  %82 = sext i32 %66 to i64
  %83 = sext i32 %67 to i64
  %84 = sext i32 %68 to i64
  %85 = sext i32 %69 to i64
  %86 = sext i32 %70 to i64
  %87 = sext i32 %71 to i64
  %88 = sext i32 %72 to i64
  %89 = sext i32 %73 to i64
  %90 = sext i32 %74 to i64
  %91 = sext i32 %75 to i64
  %92 = sext i32 %76 to i64
  %93 = sext i32 %77 to i64
  %94 = getelementptr inbounds double, ptr %1, i64 %78
  %95 = getelementptr inbounds double, ptr %1, i64 %79
  %96 = getelementptr inbounds double, ptr %1, i64 %80
  %97 = getelementptr inbounds double, ptr %1, i64 %81
  %98 = getelementptr inbounds double, ptr %1, i64 %82
  %99 = getelementptr inbounds double, ptr %1, i64 %83
  %100 = getelementptr inbounds double, ptr %1, i64 %84
  %101 = getelementptr inbounds double, ptr %1, i64 %85
  %102 = getelementptr inbounds double, ptr %1, i64 %86
  %103 = getelementptr inbounds double, ptr %1, i64 %87
  %104 = getelementptr inbounds double, ptr %1, i64 %88
  %105 = getelementptr inbounds double, ptr %1, i64 %89
  %106 = getelementptr inbounds double, ptr %1, i64 %90
  %107 = getelementptr inbounds double, ptr %1, i64 %91
  %108 = getelementptr inbounds double, ptr %1, i64 %92
  %109 = getelementptr inbounds double, ptr %1, i64 %93
  %110 = load double, ptr %94, align 8, !tbaa !10
  %111 = load double, ptr %95, align 8, !tbaa !10
  %112 = load double, ptr %96, align 8, !tbaa !10
  %113 = load double, ptr %97, align 8, !tbaa !10
  %114 = insertelement <4 x double> poison, double %110, i64 0
  %115 = insertelement <4 x double> %114, double %111, i64 1
  %116 = insertelement <4 x double> %115, double %112, i64 2
  %117 = insertelement <4 x double> %116, double %113, i64 3
  %118 = load double, ptr %98, align 8, !tbaa !10
  %119 = load double, ptr %99, align 8, !tbaa !10
  %120 = load double, ptr %100, align 8, !tbaa !10
  %121 = load double, ptr %101, align 8, !tbaa !10
  %122 = insertelement <4 x double> poison, double %118, i64 0
  %123 = insertelement <4 x double> %122, double %119, i64 1
  %124 = insertelement <4 x double> %123, double %120, i64 2
  %125 = insertelement <4 x double> %124, double %121, i64 3
  %126 = load double, ptr %102, align 8, !tbaa !10
  %127 = load double, ptr %103, align 8, !tbaa !10
  %128 = load double, ptr %104, align 8, !tbaa !10
  %129 = load double, ptr %105, align 8, !tbaa !10
  %130 = insertelement <4 x double> poison, double %126, i64 0
  %131 = insertelement <4 x double> %130, double %127, i64 1
  %132 = insertelement <4 x double> %131, double %128, i64 2
  %133 = insertelement <4 x double> %132, double %129, i64 3
  %134 = load double, ptr %106, align 8, !tbaa !10
  %135 = load double, ptr %107, align 8, !tbaa !10
  %136 = load double, ptr %108, align 8, !tbaa !10
  %137 = load double, ptr %109, align 8, !tbaa !10
  %138 = insertelement <4 x double> poison, double %134, i64 0
  %139 = insertelement <4 x double> %138, double %135, i64 1
  %140 = insertelement <4 x double> %139, double %136, i64 2
  %141 = insertelement <4 x double> %140, double %137, i64 3
  %142 = fmul <4 x double> %117, splat (double 3.000000e+00)
  %143 = fmul <4 x double> %125, splat (double 3.000000e+00)
  %144 = fmul <4 x double> %133, splat (double 3.000000e+00)
  %145 = fmul <4 x double> %141, splat (double 3.000000e+00)
  %146 = getelementptr inbounds nuw double, ptr %0, i64 %15
  %147 = getelementptr inbounds nuw i8, ptr %146, i64 32
  %148 = getelementptr inbounds nuw i8, ptr %146, i64 64
  %149 = getelementptr inbounds nuw i8, ptr %146, i64 96
  store <4 x double> %142, ptr %146, align 8, !tbaa !10
  store <4 x double> %143, ptr %147, align 8, !tbaa !10
  store <4 x double> %144, ptr %148, align 8, !tbaa !10
  store <4 x double> %145, ptr %149, align 8, !tbaa !10
  %150 = add nuw i64 %15, 16
  %151 = icmp eq i64 %150, %13
  br i1 %151, label %152, label %14, !llvm.loop !21

152:                                              ; preds = %14
  %153 = icmp eq i64 %13, %7
  br i1 %153, label %199, label %154

154:                                              ; preds = %152
  %155 = icmp eq i64 %12, 0
  br i1 %155, label %197, label %156, !prof !16

156:                                              ; preds = %9, %154
  %157 = phi i64 [ %13, %154 ], [ 0, %9 ]
  %158 = and i64 %7, 2147483644
  br label %159

159:                                              ; preds = %159, %156
  %160 = phi i64 [ %157, %156 ], [ %193, %159 ]
  %161 = or disjoint i64 %160, 2
  %162 = or disjoint i64 %160, 3
  %163 = sub nsw i64 39, %160
  %164 = sub i64 38, %160
  %165 = sub nsw i64 39, %161
  %166 = sub nsw i64 39, %162
  %167 = getelementptr inbounds i32, ptr @IDX, i64 %163
  %168 = getelementptr inbounds i32, ptr @IDX, i64 %164
  %169 = getelementptr inbounds i32, ptr @IDX, i64 %165
  %170 = getelementptr inbounds i32, ptr @IDX, i64 %166
  %171 = load i32, ptr %167, align 4, !tbaa !6
  %172 = load i32, ptr %168, align 8, !tbaa !6
  %173 = load i32, ptr %169, align 4, !tbaa !6
  %174 = load i32, ptr %170, align 16, !tbaa !6
  %175 = sext i32 %171 to i64
  %176 = sext i32 %172 to i64
  %177 = sext i32 %173 to i64
  %178 = sext i32 %174 to i64
  %179 = getelementptr inbounds double, ptr %1, i64 %175
  %180 = getelementptr inbounds double, ptr %1, i64 %176
  %181 = getelementptr inbounds double, ptr %1, i64 %177
  %182 = getelementptr inbounds double, ptr %1, i64 %178
  %183 = load double, ptr %179, align 8, !tbaa !10
  %184 = load double, ptr %180, align 8, !tbaa !10
  %185 = load double, ptr %181, align 8, !tbaa !10
  %186 = load double, ptr %182, align 8, !tbaa !10
  %187 = insertelement <4 x double> poison, double %183, i64 0
  %188 = insertelement <4 x double> %187, double %184, i64 1
  %189 = insertelement <4 x double> %188, double %185, i64 2
  %190 = insertelement <4 x double> %189, double %186, i64 3
  %191 = fmul <4 x double> %190, splat (double 3.000000e+00)
  %192 = getelementptr inbounds nuw double, ptr %0, i64 %160
  store <4 x double> %191, ptr %192, align 8, !tbaa !10
  %193 = add nuw i64 %160, 4
  %194 = icmp eq i64 %193, %158
  br i1 %194, label %195, label %159, !llvm.loop !22

195:                                              ; preds = %159
  %196 = icmp eq i64 %158, %7
  br i1 %196, label %199, label %197

197:                                              ; preds = %6, %154, %195
  %198 = phi i64 [ 0, %6 ], [ %13, %154 ], [ %158, %195 ]
  br label %207

199:                                              ; preds = %207, %152, %195, %4
  %200 = icmp sgt i32 %3, 0
  br i1 %200, label %201, label %234

201:                                              ; preds = %199
  %202 = zext nneg i32 %3 to i64
  %203 = and i64 %202, 3
  %204 = icmp ult i32 %3, 4
  br i1 %204, label %221, label %205

205:                                              ; preds = %201
  %206 = and i64 %202, 2147483644
  br label %235

207:                                              ; preds = %197, %207
  %208 = phi i64 [ %217, %207 ], [ %198, %197 ]
  %209 = sub nsw i64 39, %208
  %210 = getelementptr inbounds i32, ptr @IDX, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds double, ptr %1, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !10
  %215 = fmul double %214, 3.000000e+00
  %216 = getelementptr inbounds nuw double, ptr %0, i64 %208
  store double %215, ptr %216, align 8, !tbaa !10
  %217 = add nuw nsw i64 %208, 1
  %218 = icmp eq i64 %217, %7
  br i1 %218, label %199, label %207, !llvm.loop !23

219:                                              ; preds = %235
  %220 = icmp eq i64 %203, 0
  br i1 %220, label %234, label %221

221:                                              ; preds = %219, %201
  %222 = phi i64 [ 0, %201 ], [ %257, %219 ]
  %223 = icmp ne i64 %203, 0
  tail call void @llvm.assume(i1 %223)
  br label %224

224:                                              ; preds = %224, %221
  %225 = phi i64 [ %222, %221 ], [ %231, %224 ]
  %226 = phi i64 [ 0, %221 ], [ %232, %224 ]
  %227 = getelementptr inbounds nuw i32, ptr @IDX, i64 %225
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds double, ptr %0, i64 %229
  store double 0.000000e+00, ptr %230, align 8, !tbaa !10
  %231 = add nuw nsw i64 %225, 1
  %232 = add i64 %226, 1
  %233 = icmp eq i64 %232, %203
  br i1 %233, label %234, label %224, !llvm.loop !24

234:                                              ; preds = %219, %224, %199
  ret void

235:                                              ; preds = %235, %205
  %236 = phi i64 [ 0, %205 ], [ %257, %235 ]
  %237 = phi i64 [ 0, %205 ], [ %258, %235 ]
  %238 = getelementptr inbounds nuw i32, ptr @IDX, i64 %236
  %239 = load i32, ptr %238, align 16, !tbaa !6
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds double, ptr %0, i64 %240
  store double 0.000000e+00, ptr %241, align 8, !tbaa !10
  %242 = getelementptr inbounds nuw i32, ptr @IDX, i64 %236
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 4
  %244 = load i32, ptr %243, align 4, !tbaa !6
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds double, ptr %0, i64 %245
  store double 0.000000e+00, ptr %246, align 8, !tbaa !10
  %247 = getelementptr inbounds nuw i32, ptr @IDX, i64 %236
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %249 = load i32, ptr %248, align 8, !tbaa !6
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds double, ptr %0, i64 %250
  store double 0.000000e+00, ptr %251, align 8, !tbaa !10
  %252 = getelementptr inbounds nuw i32, ptr @IDX, i64 %236
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 12
  %254 = load i32, ptr %253, align 4, !tbaa !6
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds double, ptr %0, i64 %255
  store double 0.000000e+00, ptr %256, align 8, !tbaa !10
  %257 = add nuw nsw i64 %236, 4
  %258 = add i64 %237, 4
  %259 = icmp eq i64 %258, %206
  br i1 %259, label %219, label %235, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_store(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %68

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %66, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %3, 16
  br i1 %10, label %50, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %44, %14 ]
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = fcmp ogt <4 x double> %20, zeroinitializer
  %25 = fcmp ogt <4 x double> %21, zeroinitializer
  %26 = fcmp ogt <4 x double> %22, zeroinitializer
  %27 = fcmp ogt <4 x double> %23, zeroinitializer
  %28 = getelementptr double, ptr %1, i64 %15
  %29 = getelementptr i8, ptr %28, i64 32
  %30 = getelementptr i8, ptr %28, i64 64
  %31 = getelementptr i8, ptr %28, i64 96
  %32 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %28, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %33 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %29, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %34 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %30, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %35 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %31, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %36 = fmul <4 x double> %32, %32
  %37 = fmul <4 x double> %33, %33
  %38 = fmul <4 x double> %34, %34
  %39 = fmul <4 x double> %35, %35
  %40 = getelementptr double, ptr %0, i64 %15
  %41 = getelementptr i8, ptr %40, i64 32
  %42 = getelementptr i8, ptr %40, i64 64
  %43 = getelementptr i8, ptr %40, i64 96
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %36, ptr align 8 %40, <4 x i1> %24), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %37, ptr align 8 %41, <4 x i1> %25), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %38, ptr align 8 %42, <4 x i1> %26), !tbaa !10
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %39, ptr align 8 %43, <4 x i1> %27), !tbaa !10
  %44 = add nuw i64 %15, 16
  %45 = icmp eq i64 %44, %13
  br i1 %45, label %46, label %14, !llvm.loop !27

46:                                               ; preds = %14
  %47 = icmp eq i64 %13, %7
  br i1 %47, label %68, label %48

48:                                               ; preds = %46
  %49 = icmp eq i64 %12, 0
  br i1 %49, label %66, label %50, !prof !16

50:                                               ; preds = %9, %48
  %51 = phi i64 [ %13, %48 ], [ 0, %9 ]
  %52 = and i64 %7, 2147483644
  br label %53

53:                                               ; preds = %53, %50
  %54 = phi i64 [ %51, %50 ], [ %62, %53 ]
  %55 = getelementptr inbounds nuw double, ptr %2, i64 %54
  %56 = load <4 x double>, ptr %55, align 8, !tbaa !10
  %57 = fcmp ogt <4 x double> %56, zeroinitializer
  %58 = getelementptr double, ptr %1, i64 %54
  %59 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %58, <4 x i1> %57, <4 x double> poison), !tbaa !10
  %60 = fmul <4 x double> %59, %59
  %61 = getelementptr double, ptr %0, i64 %54
  tail call void @llvm.masked.store.v4f64.p0(<4 x double> %60, ptr align 8 %61, <4 x i1> %57), !tbaa !10
  %62 = add nuw i64 %54, 4
  %63 = icmp eq i64 %62, %52
  br i1 %63, label %64, label %53, !llvm.loop !28

64:                                               ; preds = %53
  %65 = icmp eq i64 %52, %7
  br i1 %65, label %68, label %66

66:                                               ; preds = %6, %48, %64
  %67 = phi i64 [ 0, %6 ], [ %13, %48 ], [ %52, %64 ]
  br label %69

68:                                               ; preds = %79, %46, %64, %4
  ret void

69:                                               ; preds = %66, %79
  %70 = phi i64 [ %80, %79 ], [ %67, %66 ]
  %71 = getelementptr inbounds nuw double, ptr %2, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = fcmp ogt double %72, 0.000000e+00
  br i1 %73, label %74, label %79

74:                                               ; preds = %69
  %75 = getelementptr inbounds nuw double, ptr %1, i64 %70
  %76 = load double, ptr %75, align 8, !tbaa !10
  %77 = fmul double %76, %76
  %78 = getelementptr inbounds nuw double, ptr %0, i64 %70
  store double %77, ptr %78, align 8, !tbaa !10
  br label %79

79:                                               ; preds = %69, %74
  %80 = add nuw nsw i64 %70, 1
  %81 = icmp eq i64 %80, %7
  br i1 %81, label %68, label %69, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_load(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %88

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %86, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %3, 16
  br i1 %10, label %66, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 12
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ 0, %11 ], [ %60, %14 ]
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !10
  %24 = fcmp ogt <4 x double> %20, zeroinitializer
  %25 = fcmp ogt <4 x double> %21, zeroinitializer
  %26 = fcmp ogt <4 x double> %22, zeroinitializer
  %27 = fcmp ogt <4 x double> %23, zeroinitializer
  %28 = xor <4 x i1> %24, splat (i1 true)
  %29 = xor <4 x i1> %25, splat (i1 true)
  %30 = xor <4 x i1> %26, splat (i1 true)
  %31 = xor <4 x i1> %27, splat (i1 true)
  %32 = getelementptr double, ptr %0, i64 %15
  %33 = getelementptr i8, ptr %32, i64 32
  %34 = getelementptr i8, ptr %32, i64 64
  %35 = getelementptr i8, ptr %32, i64 96
  %36 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %32, <4 x i1> %28, <4 x double> poison), !tbaa !10
  %37 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %33, <4 x i1> %29, <4 x double> poison), !tbaa !10
  %38 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %34, <4 x i1> %30, <4 x double> poison), !tbaa !10
  %39 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %35, <4 x i1> %31, <4 x double> poison), !tbaa !10
  %40 = getelementptr double, ptr %1, i64 %15
  %41 = getelementptr i8, ptr %40, i64 32
  %42 = getelementptr i8, ptr %40, i64 64
  %43 = getelementptr i8, ptr %40, i64 96
  %44 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %40, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %45 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %41, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %46 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %42, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %47 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %43, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %48 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %32, <4 x i1> %24, <4 x double> poison), !tbaa !10
  %49 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %33, <4 x i1> %25, <4 x double> poison), !tbaa !10
  %50 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %34, <4 x i1> %26, <4 x double> poison), !tbaa !10
  %51 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %35, <4 x i1> %27, <4 x double> poison), !tbaa !10
  %52 = fmul <4 x double> %44, %48
  %53 = fmul <4 x double> %45, %49
  %54 = fmul <4 x double> %46, %50
  %55 = fmul <4 x double> %47, %51
  %56 = select <4 x i1> %24, <4 x double> %52, <4 x double> %36
  %57 = select <4 x i1> %25, <4 x double> %53, <4 x double> %37
  %58 = select <4 x i1> %26, <4 x double> %54, <4 x double> %38
  %59 = select <4 x i1> %27, <4 x double> %55, <4 x double> %39
  store <4 x double> %56, ptr %32, align 8, !tbaa !10
  store <4 x double> %57, ptr %33, align 8, !tbaa !10
  store <4 x double> %58, ptr %34, align 8, !tbaa !10
  store <4 x double> %59, ptr %35, align 8, !tbaa !10
  %60 = add nuw i64 %15, 16
  %61 = icmp eq i64 %60, %13
  br i1 %61, label %62, label %14, !llvm.loop !30

62:                                               ; preds = %14
  %63 = icmp eq i64 %13, %7
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %86, label %66, !prof !16

66:                                               ; preds = %9, %64
  %67 = phi i64 [ %13, %64 ], [ 0, %9 ]
  %68 = and i64 %7, 2147483644
  br label %69

69:                                               ; preds = %69, %66
  %70 = phi i64 [ %67, %66 ], [ %82, %69 ]
  %71 = getelementptr inbounds nuw double, ptr %2, i64 %70
  %72 = load <4 x double>, ptr %71, align 8, !tbaa !10
  %73 = fcmp ogt <4 x double> %72, zeroinitializer
  %74 = xor <4 x i1> %73, splat (i1 true)
  %75 = getelementptr double, ptr %0, i64 %70
  %76 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %75, <4 x i1> %74, <4 x double> poison), !tbaa !10
  %77 = getelementptr double, ptr %1, i64 %70
  %78 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %77, <4 x i1> %73, <4 x double> poison), !tbaa !10
  %79 = tail call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %75, <4 x i1> %73, <4 x double> poison), !tbaa !10
  %80 = fmul <4 x double> %78, %79
  %81 = select <4 x i1> %73, <4 x double> %80, <4 x double> %76
  store <4 x double> %81, ptr %75, align 8, !tbaa !10
  %82 = add nuw i64 %70, 4
  %83 = icmp eq i64 %82, %68
  br i1 %83, label %84, label %69, !llvm.loop !31

84:                                               ; preds = %69
  %85 = icmp eq i64 %68, %7
  br i1 %85, label %88, label %86

86:                                               ; preds = %6, %64, %84
  %87 = phi i64 [ 0, %6 ], [ %13, %64 ], [ %68, %84 ]
  br label %89

88:                                               ; preds = %103, %62, %84, %4
  ret void

89:                                               ; preds = %86, %103
  %90 = phi i64 [ %106, %103 ], [ %87, %86 ]
  %91 = getelementptr inbounds nuw double, ptr %2, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = fcmp ogt double %92, 0.000000e+00
  br i1 %93, label %94, label %100

94:                                               ; preds = %89
  %95 = getelementptr inbounds nuw double, ptr %1, i64 %90
  %96 = load double, ptr %95, align 8, !tbaa !10
  %97 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %98 = load double, ptr %97, align 8, !tbaa !10
  %99 = fmul double %96, %98
  br label %103

100:                                              ; preds = %89
  %101 = getelementptr inbounds nuw double, ptr %0, i64 %90
  %102 = load double, ptr %101, align 8, !tbaa !10
  br label %103

103:                                              ; preds = %100, %94
  %104 = phi double [ %99, %94 ], [ %102, %100 ]
  %105 = getelementptr inbounds nuw double, ptr %0, i64 %90
  store double %104, ptr %105, align 8, !tbaa !10
  %106 = add nuw nsw i64 %90, 1
  %107 = icmp eq i64 %106, %7
  br i1 %107, label %88, label %89, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_gather(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %3, 1
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %30

12:                                               ; preds = %59
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %60, %12 ]
  %16 = icmp ne i64 %8, 0
  tail call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = fcmp ogt double %18, 0.000000e+00
  br i1 %19, label %20, label %29

20:                                               ; preds = %14
  %21 = getelementptr inbounds nuw i32, ptr @IDX, i64 %15
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = getelementptr inbounds nuw double, ptr %0, i64 %15
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %27)
  store double %28, ptr %26, align 8, !tbaa !10
  br label %29

29:                                               ; preds = %12, %20, %14, %4
  ret void

30:                                               ; preds = %59, %10
  %31 = phi i64 [ 0, %10 ], [ %60, %59 ]
  %32 = phi i64 [ 0, %10 ], [ %61, %59 ]
  %33 = getelementptr inbounds nuw double, ptr %2, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fcmp ogt double %34, 0.000000e+00
  br i1 %35, label %36, label %45

36:                                               ; preds = %30
  %37 = getelementptr inbounds nuw i32, ptr @IDX, i64 %31
  %38 = load i32, ptr %37, align 8, !tbaa !6
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %43)
  store double %44, ptr %42, align 8, !tbaa !10
  br label %45

45:                                               ; preds = %30, %36
  %46 = or disjoint i64 %31, 1
  %47 = getelementptr inbounds nuw double, ptr %2, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fcmp ogt double %48, 0.000000e+00
  br i1 %49, label %50, label %59

50:                                               ; preds = %45
  %51 = getelementptr inbounds nuw i32, ptr @IDX, i64 %46
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %1, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %57 = load double, ptr %56, align 8, !tbaa !10
  %58 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !10
  br label %59

59:                                               ; preds = %50, %45
  %60 = add nuw nsw i64 %31, 2
  %61 = add i64 %32, 2
  %62 = icmp eq i64 %61, %11
  br i1 %62, label %12, label %30, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr captures(none), <4 x i1>, <4 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr captures(none), <4 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+64bit,+allow-light-256-bit,+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+false-deps-lzcnt-tzcnt,+false-deps-popcnt,+fast-15bytenop,+fast-scalar-fsqrt,+fast-shld-rotate,+fast-variable-crosslane-shuffle,+fast-variable-perlane-shuffle,+fma,+fxsr,+idivq-to-divl,+lzcnt,+macrofusion,+mmx,+movbe,+nopl,+popcnt,+sahf,+slow-3ops-lea,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vzeroupper,+x87,+xsave,-16bit-mode,-32bit-mode,-adx,-aes,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx10.1,-avx10.2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-egpr,-enqcmd,-ermsb,-false-deps-getmant,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-range,-fast-11bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-shift-masks,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-incdec,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse4a,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!"branch_weights", i32 4, i32 12}
!17 = distinct !{!17, !13, !14, !15}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !15, !14}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !14, !15}
!23 = distinct !{!23, !13, !15, !14}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13, !14, !15}
!28 = distinct !{!28, !13, !14, !15}
!29 = distinct !{!29, !13, !15, !14}
!30 = distinct !{!30, !13, !14, !15}
!31 = distinct !{!31, !13, !14, !15}
!32 = distinct !{!32, !13, !15, !14}
!33 = distinct !{!33, !13}
