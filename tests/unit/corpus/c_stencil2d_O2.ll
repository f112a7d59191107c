; ModuleID = 'stencil2d.c'
source_filename = "stencil2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @laplace2d(i32 noundef %0, i32 noundef %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, double noundef %4) local_unnamed_addr #0 {
  %6 = fmul double %4, %4
  %7 = fdiv double 1.000000e+00, %6
  %8 = icmp sgt i32 %0, 2
  br i1 %8, label %9, label %90

9:                                                ; preds = %5
  %10 = add nsw i32 %0, -1
  %11 = add i32 %1, -1
  %12 = icmp sgt i32 %1, 2
  %13 = sext i32 %1 to i64
  %14 = zext i32 %10 to i64
  %15 = zext i32 %11 to i64
  %16 = getelementptr double, ptr %2, i64 %13
  %17 = shl nsw i64 %13, 3
  %18 = getelementptr i8, ptr %3, i64 %17
  %19 = getelementptr i8, ptr %18, i64 8
  %20 = shl nuw nsw i64 %14, 3
  %21 = add nsw i64 %20, -8
  %22 = mul i64 %21, %13
  %23 = shl nuw nsw i64 %15, 3
  %24 = add i64 %22, %23
  %25 = getelementptr i8, ptr %3, i64 %24
  %26 = getelementptr i8, ptr %2, i64 %24
  %27 = getelementptr i8, ptr %26, i64 8
  %28 = shl nsw i64 %13, 4
  %29 = getelementptr i8, ptr %2, i64 %28
  %30 = getelementptr i8, ptr %29, i64 8
  %31 = mul nsw i64 %13, %14
  %32 = add i64 %31, %15
  %33 = shl i64 %32, 3
  %34 = getelementptr i8, ptr %2, i64 %33
  %35 = getelementptr i8, ptr %2, i64 8
  %36 = add nuw nsw i64 %14, 2305843009213693950
  %37 = mul i64 %36, %13
  %38 = add i64 %37, %15
  %39 = shl i64 %38, 3
  %40 = getelementptr i8, ptr %2, i64 %39
  %41 = add nsw i64 %15, -1
  %42 = icmp ult i64 %41, 6
  %43 = icmp ult ptr %19, %27
  %44 = icmp ult ptr %16, %25
  %45 = and i1 %43, %44
  %46 = icmp ult ptr %19, %34
  %47 = icmp ult ptr %30, %25
  %48 = and i1 %46, %47
  %49 = or i1 %45, %48
  %50 = icmp ult ptr %19, %40
  %51 = icmp ult ptr %35, %25
  %52 = and i1 %50, %51
  %53 = or i1 %49, %52
  %54 = and i64 %41, -2
  %55 = or i64 %41, 1
  %56 = insertelement <2 x double> poison, double %7, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = icmp eq i64 %41, %54
  br label %59

59:                                               ; preds = %9, %91
  %60 = phi i64 [ 1, %9 ], [ %92, %91 ]
  br i1 %12, label %61, label %91

61:                                               ; preds = %59
  %62 = mul nuw nsw i64 %60, %13
  %63 = select i1 %42, i1 true, i1 %53
  br i1 %63, label %88, label %64

64:                                               ; preds = %61, %64
  %65 = phi i64 [ %85, %64 ], [ 0, %61 ]
  %66 = or disjoint i64 %65, 1
  %67 = add nuw nsw i64 %66, %62
  %68 = sub nsw i64 %67, %13
  %69 = getelementptr inbounds double, ptr %2, i64 %68
  %70 = load <2 x double>, ptr %69, align 8, !tbaa !10, !alias.scope !12
  %71 = getelementptr double, ptr %16, i64 %67
  %72 = load <2 x double>, ptr %71, align 8, !tbaa !10, !alias.scope !15
  %73 = fadd <2 x double> %70, %72
  %74 = getelementptr double, ptr %2, i64 %67
  %75 = getelementptr i8, ptr %74, i64 -8
  %76 = load <2 x double>, ptr %75, align 8, !tbaa !10, !alias.scope !17
  %77 = fadd <2 x double> %73, %76
  %78 = getelementptr i8, ptr %74, i64 8
  %79 = load <2 x double>, ptr %78, align 8, !tbaa !10, !alias.scope !17
  %80 = fadd <2 x double> %77, %79
  %81 = load <2 x double>, ptr %74, align 8, !tbaa !10, !alias.scope !17
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> splat (double -4.000000e+00), <2 x double> %80)
  %83 = fmul <2 x double> %57, %82
  %84 = getelementptr inbounds nuw double, ptr %3, i64 %67
  store <2 x double> %83, ptr %84, align 8, !tbaa !10, !alias.scope !19, !noalias !21
  %85 = add nuw i64 %65, 2
  %86 = icmp eq i64 %85, %54
  br i1 %86, label %87, label %64, !llvm.loop !22

87:                                               ; preds = %64
  br i1 %58, label %91, label %88

88:                                               ; preds = %61, %87
  %89 = phi i64 [ %55, %87 ], [ 1, %61 ]
  br label %94

90:                                               ; preds = %91, %5
  ret void

91:                                               ; preds = %94, %87, %59
  %92 = add nuw nsw i64 %60, 1
  %93 = icmp eq i64 %92, %14
  br i1 %93, label %90, label %59, !llvm.loop !26

94:                                               ; preds = %88, %94
  %95 = phi i64 [ %114, %94 ], [ %89, %88 ]
  %96 = add nuw nsw i64 %95, %62
  %97 = sub nsw i64 %96, %13
  %98 = getelementptr inbounds double, ptr %2, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !10
  %100 = getelementptr double, ptr %16, i64 %96
  %101 = load double, ptr %100, align 8, !tbaa !10
  %102 = fadd double %99, %101
  %103 = getelementptr double, ptr %2, i64 %96
  %104 = getelementptr i8, ptr %103, i64 -8
  %105 = load double, ptr %104, align 8, !tbaa !10
  %106 = fadd double %102, %105
  %107 = getelementptr i8, ptr %103, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !10
  %109 = fadd double %106, %108
  %110 = load double, ptr %103, align 8, !tbaa !10
  %111 = tail call double @llvm.fmuladd.f64(double %110, double -4.000000e+00, double %109)
  %112 = fmul double %7, %111
  %113 = getelementptr inbounds nuw double, ptr %3, i64 %96
  store double %112, ptr %113, align 8, !tbaa !10
  %114 = add nuw nsw i64 %95, 1
  %115 = icmp eq i64 %114, %15
  br i1 %115, label %91, label %94, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @jacobi2d_vla(i32 noundef %0, i32 noundef %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = zext i32 %1 to i64
  %7 = icmp sgt i32 %4, 0
  br i1 %7, label %8, label %73

8:                                                ; preds = %5
  %9 = ptrtoint ptr %2 to i64
  %10 = ptrtoint ptr %3 to i64
  %11 = add i32 %0, -1
  %12 = icmp sgt i32 %0, 2
  %13 = add i32 %1, -1
  %14 = icmp sgt i32 %1, 2
  %15 = zext i32 %11 to i64
  %16 = zext i32 %13 to i64
  %17 = zext nneg i32 %11 to i64
  %18 = zext nneg i32 %13 to i64
  %19 = sub i64 %9, %10
  %20 = add nsw i64 %16, -1
  %21 = shl nuw nsw i64 %6, 3
  %22 = getelementptr i8, ptr %3, i64 %21
  %23 = getelementptr i8, ptr %22, i64 8
  %24 = shl nuw nsw i64 %15, 3
  %25 = add nsw i64 %24, -8
  %26 = mul i64 %25, %6
  %27 = shl nuw nsw i64 %16, 3
  %28 = add i64 %26, %27
  %29 = getelementptr i8, ptr %3, i64 %28
  %30 = getelementptr i8, ptr %2, i64 %21
  %31 = getelementptr i8, ptr %2, i64 %28
  %32 = getelementptr i8, ptr %31, i64 8
  %33 = shl nuw nsw i64 %6, 4
  %34 = getelementptr i8, ptr %2, i64 %33
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = mul nuw i64 %6, %15
  %37 = add i64 %36, %16
  %38 = shl i64 %37, 3
  %39 = getelementptr i8, ptr %2, i64 %38
  %40 = getelementptr i8, ptr %2, i64 8
  %41 = add nuw nsw i64 %15, 2305843009213693950
  %42 = mul i64 %41, %6
  %43 = add i64 %42, %16
  %44 = shl i64 %43, 3
  %45 = getelementptr i8, ptr %2, i64 %44
  %46 = add nsw i64 %16, -1
  %47 = icmp ult i64 %46, 4
  %48 = icmp ult ptr %23, %32
  %49 = icmp ult ptr %30, %29
  %50 = and i1 %48, %49
  %51 = icmp ult ptr %23, %39
  %52 = icmp ult ptr %35, %29
  %53 = and i1 %51, %52
  %54 = or i1 %50, %53
  %55 = icmp ult ptr %23, %45
  %56 = icmp ult ptr %40, %29
  %57 = and i1 %55, %56
  %58 = or i1 %54, %57
  %59 = and i64 %46, -4
  %60 = or disjoint i64 %59, 1
  %61 = icmp eq i64 %46, %59
  %62 = and i32 %1, 1
  %63 = icmp eq i32 %62, 0
  %64 = add nsw i64 %16, -1
  %65 = icmp ult i64 %20, 4
  %66 = icmp ult i64 %19, 32
  %67 = or i1 %65, %66
  %68 = and i64 %20, -4
  %69 = or disjoint i64 %68, 1
  %70 = icmp eq i64 %20, %68
  br label %71

71:                                               ; preds = %8, %216
  %72 = phi i32 [ 0, %8 ], [ %217, %216 ]
  br i1 %12, label %74, label %216

73:                                               ; preds = %216, %5
  ret void

74:                                               ; preds = %71, %144
  %75 = phi i64 [ %145, %144 ], [ 1, %71 ]
  br i1 %14, label %78, label %76

76:                                               ; preds = %74
  %77 = add nuw nsw i64 %75, 1
  br label %144

78:                                               ; preds = %74
  %79 = add nsw i64 %75, -1
  %80 = mul nuw nsw i64 %79, %6
  %81 = getelementptr inbounds double, ptr %2, i64 %80
  %82 = add nuw nsw i64 %75, 1
  %83 = mul nuw nsw i64 %82, %6
  %84 = getelementptr inbounds nuw double, ptr %2, i64 %83
  %85 = mul nuw nsw i64 %75, %6
  %86 = getelementptr inbounds nuw double, ptr %2, i64 %85
  %87 = getelementptr inbounds nuw double, ptr %3, i64 %85
  %88 = select i1 %47, i1 true, i1 %58
  br i1 %88, label %123, label %89

89:                                               ; preds = %78, %89
  %90 = phi i64 [ %120, %89 ], [ 0, %78 ]
  %91 = or disjoint i64 %90, 1
  %92 = getelementptr inbounds nuw double, ptr %81, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 16
  %94 = load <2 x double>, ptr %92, align 8, !tbaa !10, !alias.scope !28
  %95 = load <2 x double>, ptr %93, align 8, !tbaa !10, !alias.scope !28
  %96 = getelementptr inbounds nuw double, ptr %84, i64 %91
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 16
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !10, !alias.scope !31
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !10, !alias.scope !31
  %100 = fadd <2 x double> %94, %98
  %101 = fadd <2 x double> %95, %99
  %102 = getelementptr double, ptr %86, i64 %91
  %103 = getelementptr i8, ptr %102, i64 -8
  %104 = getelementptr i8, ptr %102, i64 8
  %105 = load <2 x double>, ptr %103, align 8, !tbaa !10, !alias.scope !33
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !10, !alias.scope !33
  %107 = fadd <2 x double> %100, %105
  %108 = fadd <2 x double> %101, %106
  %109 = getelementptr inbounds nuw double, ptr %86, i64 %90
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 16
  %111 = getelementptr inbounds nuw i8, ptr %109, i64 32
  %112 = load <2 x double>, ptr %110, align 8, !tbaa !10, !alias.scope !33
  %113 = load <2 x double>, ptr %111, align 8, !tbaa !10, !alias.scope !33
  %114 = fadd <2 x double> %107, %112
  %115 = fadd <2 x double> %108, %113
  %116 = fmul <2 x double> %114, splat (double 2.500000e-01)
  %117 = fmul <2 x double> %115, splat (double 2.500000e-01)
  %118 = getelementptr inbounds nuw double, ptr %87, i64 %91
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 16
  store <2 x double> %116, ptr %118, align 8, !tbaa !10, !alias.scope !35, !noalias !37
  store <2 x double> %117, ptr %119, align 8, !tbaa !10, !alias.scope !35, !noalias !37
  %120 = add nuw i64 %90, 4
  %121 = icmp eq i64 %120, %59
  br i1 %121, label %122, label %89, !llvm.loop !38

122:                                              ; preds = %89
  br i1 %61, label %144, label %123

123:                                              ; preds = %78, %122
  %124 = phi i64 [ %60, %122 ], [ 1, %78 ]
  br i1 %63, label %141, label %125

125:                                              ; preds = %123
  %126 = getelementptr inbounds nuw double, ptr %81, i64 %124
  %127 = load double, ptr %126, align 8, !tbaa !10
  %128 = getelementptr inbounds nuw double, ptr %84, i64 %124
  %129 = load double, ptr %128, align 8, !tbaa !10
  %130 = fadd double %127, %129
  %131 = getelementptr double, ptr %86, i64 %124
  %132 = getelementptr i8, ptr %131, i64 -8
  %133 = load double, ptr %132, align 8, !tbaa !10
  %134 = fadd double %130, %133
  %135 = add nuw nsw i64 %124, 1
  %136 = getelementptr inbounds nuw double, ptr %86, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !10
  %138 = fadd double %134, %137
  %139 = fmul double %138, 2.500000e-01
  %140 = getelementptr inbounds nuw double, ptr %87, i64 %124
  store double %139, ptr %140, align 8, !tbaa !10
  br label %141

141:                                              ; preds = %125, %123
  %142 = phi i64 [ %124, %123 ], [ %135, %125 ]
  %143 = icmp eq i64 %124, %64
  br i1 %143, label %144, label %147

144:                                              ; preds = %141, %147, %122, %76
  %145 = phi i64 [ %77, %76 ], [ %82, %122 ], [ %82, %147 ], [ %82, %141 ]
  %146 = icmp eq i64 %145, %15
  br i1 %146, label %180, label %74, !llvm.loop !39

147:                                              ; preds = %141, %147
  %148 = phi i64 [ %173, %147 ], [ %142, %141 ]
  %149 = getelementptr inbounds nuw double, ptr %81, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !10
  %151 = getelementptr inbounds nuw double, ptr %84, i64 %148
  %152 = load double, ptr %151, align 8, !tbaa !10
  %153 = fadd double %150, %152
  %154 = getelementptr double, ptr %86, i64 %148
  %155 = getelementptr i8, ptr %154, i64 -8
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = fadd double %153, %156
  %158 = add nuw nsw i64 %148, 1
  %159 = getelementptr inbounds nuw double, ptr %86, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !10
  %161 = fadd double %157, %160
  %162 = fmul double %161, 2.500000e-01
  %163 = getelementptr inbounds nuw double, ptr %87, i64 %148
  store double %162, ptr %163, align 8, !tbaa !10
  %164 = getelementptr inbounds nuw double, ptr %81, i64 %158
  %165 = load double, ptr %164, align 8, !tbaa !10
  %166 = getelementptr inbounds nuw double, ptr %84, i64 %158
  %167 = load double, ptr %166, align 8, !tbaa !10
  %168 = fadd double %165, %167
  %169 = getelementptr double, ptr %86, i64 %158
  %170 = getelementptr i8, ptr %169, i64 -8
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = fadd double %168, %171
  %173 = add nuw nsw i64 %148, 2
  %174 = getelementptr inbounds nuw double, ptr %86, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = fadd double %172, %175
  %177 = fmul double %176, 2.500000e-01
  %178 = getelementptr inbounds nuw double, ptr %87, i64 %158
  store double %177, ptr %178, align 8, !tbaa !10
  %179 = icmp eq i64 %173, %16
  br i1 %179, label %144, label %147, !llvm.loop !40

180:                                              ; preds = %144, %219
  %181 = phi i64 [ %220, %219 ], [ 1, %144 ]
  br i1 %14, label %182, label %219

182:                                              ; preds = %180
  %183 = mul nuw nsw i64 %181, %6
  %184 = getelementptr inbounds nuw double, ptr %3, i64 %183
  %185 = getelementptr inbounds nuw double, ptr %2, i64 %183
  br i1 %67, label %198, label %186

186:                                              ; preds = %182, %186
  %187 = phi i64 [ %195, %186 ], [ 0, %182 ]
  %188 = or disjoint i64 %187, 1
  %189 = getelementptr inbounds nuw double, ptr %184, i64 %188
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 16
  %191 = load <2 x double>, ptr %189, align 8, !tbaa !10
  %192 = load <2 x double>, ptr %190, align 8, !tbaa !10
  %193 = getelementptr inbounds nuw double, ptr %185, i64 %188
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 16
  store <2 x double> %191, ptr %193, align 8, !tbaa !10
  store <2 x double> %192, ptr %194, align 8, !tbaa !10
  %195 = add nuw i64 %187, 4
  %196 = icmp eq i64 %195, %68
  br i1 %196, label %197, label %186, !llvm.loop !41

197:                                              ; preds = %186
  br i1 %70, label %219, label %198

198:                                              ; preds = %182, %197
  %199 = phi i64 [ 1, %182 ], [ %69, %197 ]
  %200 = sub nsw i64 %16, %199
  %201 = and i64 %200, 3
  %202 = icmp eq i64 %201, 0
  br i1 %202, label %212, label %203

203:                                              ; preds = %198, %203
  %204 = phi i64 [ %209, %203 ], [ %199, %198 ]
  %205 = phi i64 [ %210, %203 ], [ 0, %198 ]
  %206 = getelementptr inbounds nuw double, ptr %184, i64 %204
  %207 = load double, ptr %206, align 8, !tbaa !10
  %208 = getelementptr inbounds nuw double, ptr %185, i64 %204
  store double %207, ptr %208, align 8, !tbaa !10
  %209 = add nuw nsw i64 %204, 1
  %210 = add i64 %205, 1
  %211 = icmp eq i64 %210, %201
  br i1 %211, label %212, label %203, !llvm.loop !42

212:                                              ; preds = %203, %198
  %213 = phi i64 [ %199, %198 ], [ %209, %203 ]
  %214 = sub nsw i64 %199, %16
  %215 = icmp ugt i64 %214, -4
  br i1 %215, label %219, label %222

216:                                              ; preds = %219, %71
  %217 = add nuw nsw i32 %72, 1
  %218 = icmp eq i32 %217, %4
  br i1 %218, label %73, label %71, !llvm.loop !44

219:                                              ; preds = %212, %222, %197, %180
  %220 = add nuw nsw i64 %181, 1
  %221 = icmp eq i64 %220, %17
  br i1 %221, label %216, label %180, !llvm.loop !45

222:                                              ; preds = %212, %222
  %223 = phi i64 [ %239, %222 ], [ %213, %212 ]
  %224 = getelementptr inbounds nuw double, ptr %184, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !10
  %226 = getelementptr inbounds nuw double, ptr %185, i64 %223
  store double %225, ptr %226, align 8, !tbaa !10
  %227 = add nuw nsw i64 %223, 1
  %228 = getelementptr inbounds nuw double, ptr %184, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !10
  %230 = getelementptr inbounds nuw double, ptr %185, i64 %227
  store double %229, ptr %230, align 8, !tbaa !10
  %231 = add nuw nsw i64 %223, 2
  %232 = getelementptr inbounds nuw double, ptr %184, i64 %231
  %233 = load double, ptr %232, align 8, !tbaa !10
  %234 = getelementptr inbounds nuw double, ptr %185, i64 %231
  store double %233, ptr %234, align 8, !tbaa !10
  %235 = add nuw nsw i64 %223, 3
  %236 = getelementptr inbounds nuw double, ptr %184, i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !10
  %238 = getelementptr inbounds nuw double, ptr %185, i64 %235
  store double %237, ptr %238, align 8, !tbaa !10
  %239 = add nuw nsw i64 %223, 4
  %240 = icmp eq i64 %239, %18
  br i1 %240, label %219, label %222, !llvm.loop !46
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = !{!18}
!18 = distinct !{!18, !14}
!19 = !{!20}
!20 = distinct !{!20, !14}
!21 = !{!18, !16, !13}
!22 = distinct !{!22, !23, !24, !25}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !23}
!27 = distinct !{!27, !23, !24}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = !{!34}
!34 = distinct !{!34, !30}
!35 = !{!36}
!36 = distinct !{!36, !30}
!37 = !{!34, !32, !29}
!38 = distinct !{!38, !23, !24, !25}
!39 = distinct !{!39, !23}
!40 = distinct !{!40, !23, !24}
!41 = distinct !{!41, !23, !24, !25}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = distinct !{!44, !23}
!45 = distinct !{!45, !23}
!46 = distinct !{!46, !23, !24}
