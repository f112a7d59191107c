; ModuleID = 'branches'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels8branchesB2v5B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels8branchesB2v5B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11371.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11371.not, label %B188, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %0 = icmp eq i64 %arg.x.5.0, 1
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775806
  br label %B62

B62:                                              ; preds = %B189.1, %B62.preheader.new
  %s.4.074 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.219.1, %B189.1 ]
  %.1197072 = phi i64 [ 0, %B62.preheader.new ], [ %.126.1, %B189.1 ]
  %sunkaddr = mul i64 %.1197072, 8
  %sunkaddr6 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.180 = load double, ptr %sunkaddr6, align 8
  %.185 = fcmp olt double %.180, -1.000000e+00
  br i1 %.185, label %B189, label %B104

B104:                                             ; preds = %B62
  %.198 = fcmp olt double %.180, 1.000000e+00
  br i1 %.198, label %B116, label %B140

B116:                                             ; preds = %B104
  %.202 = fmul double %.180, %.180
  %.204 = fmul double %.180, %.202
  br label %B189

B140:                                             ; preds = %B104
  %.215 = tail call double @sqrt(double %.180)
  br label %B189

B188.loopexit.unr-lcssa:                          ; preds = %B189.1
  %1 = and i64 %arg.x.5.0, 1
  %lcmp.mod.not = icmp eq i64 %1, 0
  br i1 %lcmp.mod.not, label %B188, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B188.loopexit.unr-lcssa, %B62.preheader
  %s.4.074.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %.219.1, %B188.loopexit.unr-lcssa ]
  %.1197072.epil.init = phi i64 [ 0, %B62.preheader ], [ %.126.1, %B188.loopexit.unr-lcssa ]
  %2 = getelementptr double, ptr %arg.x.4, i64 %.1197072.epil.init
  %.180.epil = load double, ptr %2, align 8
  %.185.epil = fcmp olt double %.180.epil, -1.000000e+00
  br i1 %.185.epil, label %B189.epil, label %B104.epil

B104.epil:                                        ; preds = %B62.epil.preheader
  %.198.epil = fcmp olt double %.180.epil, 1.000000e+00
  br i1 %.198.epil, label %B116.epil, label %B140.epil

B140.epil:                                        ; preds = %B104.epil
  %.215.epil = tail call double @sqrt(double %.180.epil)
  br label %B189.epil

B116.epil:                                        ; preds = %B104.epil
  %.202.epil = fmul double %.180.epil, %.180.epil
  %.204.epil = fmul double %.180.epil, %.202.epil
  br label %B189.epil

B189.epil:                                        ; preds = %B116.epil, %B140.epil, %B62.epil.preheader
  %.215.sink.epil = phi double [ %.215.epil, %B140.epil ], [ %.204.epil, %B116.epil ], [ -1.000000e+00, %B62.epil.preheader ]
  %.219.epil = fadd double %s.4.074.epil.init, %.215.sink.epil
  br label %B188

B188:                                             ; preds = %B189.epil, %B188.loopexit.unr-lcssa, %B0.endif
  %s.4.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.219.1, %B188.loopexit.unr-lcssa ], [ %.219.epil, %B189.epil ]
  store double %s.4.0.lcssa, ptr %retptr, align 8
  ret i32 0

B189:                                             ; preds = %B62, %B140, %B116
  %.215.sink = phi double [ %.215, %B140 ], [ %.204, %B116 ], [ -1.000000e+00, %B62 ]
  %.219 = fadd double %s.4.074, %.215.sink
  %.126.1 = add nuw i64 %.1197072, 2
  %sunkaddr7 = mul i64 %.1197072, 8
  %sunkaddr8 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr7
  %sunkaddr9 = getelementptr i8, ptr %sunkaddr8, i64 8
  %.180.1 = load double, ptr %sunkaddr9, align 8
  %.185.1 = fcmp olt double %.180.1, -1.000000e+00
  br i1 %.185.1, label %B189.1, label %B104.1

B104.1:                                           ; preds = %B189
  %.198.1 = fcmp olt double %.180.1, 1.000000e+00
  br i1 %.198.1, label %B116.1, label %B140.1

B140.1:                                           ; preds = %B104.1
  %.215.1 = tail call double @sqrt(double %.180.1)
  br label %B189.1

B116.1:                                           ; preds = %B104.1
  %.202.1 = fmul double %.180.1, %.180.1
  %.204.1 = fmul double %.180.1, %.202.1
  br label %B189.1

B189.1:                                           ; preds = %B116.1, %B140.1, %B189
  %.215.sink.1 = phi double [ %.215.1, %B140.1 ], [ %.204.1, %B116.1 ], [ -1.000000e+00, %B189 ]
  %.219.1 = fadd double %.219, %.215.sink.1
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.126.1
  br i1 %niter.ncmp.1, label %B188.loopexit.unr-lcssa, label %B62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @sqrt(double) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
