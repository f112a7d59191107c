; ModuleID = 'argmax_int'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN08NumbaEnv20corpus_numba_kernels10argmax_intB3v40B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN20corpus_numba_kernels10argmax_intB3v40B52c8tJTIeFIjxB2IKSgI4CrvQClUaPLCRh1KiFSRRBdGoCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.68 = add i64 %arg.x.5.0, -1
  %.11397.not = icmp slt i64 %.68, 1
  br i1 %.11397.not, label %B108, label %B64.preheader

B64.preheader:                                    ; preds = %B0.endif
  %0 = icmp eq i64 %arg.x.5.0, 2
  br i1 %0, label %B64.epil.preheader, label %B64.preheader.new

B64.preheader.new:                                ; preds = %B64.preheader
  %unroll_iter = and i64 %.68, 9223372036854775806
  br label %B64

B64:                                              ; preds = %B64, %B64.preheader.new
  %best.2.0100 = phi i64 [ 0, %B64.preheader.new ], [ %best.3.1.1, %B64 ]
  %.1199698 = phi i64 [ 1, %B64.preheader.new ], [ %4, %B64 ]
  %sunkaddr = mul i64 %.1199698, 8
  %sunkaddr6 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.188 = load double, ptr %sunkaddr6, align 8
  %.203 = icmp slt i64 %best.2.0100, 0
  %.204 = select i1 %.203, i64 %arg.x.5.0, i64 0
  %1 = getelementptr double, ptr %arg.x.4, i64 %best.2.0100
  %.218 = getelementptr double, ptr %1, i64 %.204
  %.219 = load double, ptr %.218, align 8
  %.222 = fcmp ogt double %.188, %.219
  %best.3.1 = select i1 %.222, i64 %.1199698, i64 %best.2.0100
  %.126.1 = add i64 %.1199698, 2
  %sunkaddr7 = mul i64 %.1199698, 8
  %sunkaddr8 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr7
  %sunkaddr9 = getelementptr i8, ptr %sunkaddr8, i64 8
  %.188.1 = load double, ptr %sunkaddr9, align 8
  %.203.1 = icmp slt i64 %best.3.1, 0
  %.204.1 = select i1 %.203.1, i64 %arg.x.5.0, i64 0
  %2 = getelementptr double, ptr %arg.x.4, i64 %best.3.1
  %.218.1 = getelementptr double, ptr %2, i64 %.204.1
  %.219.1 = load double, ptr %.218.1, align 8
  %.222.1 = fcmp ogt double %.188.1, %.219.1
  %3 = add i64 %.1199698, 1
  %best.3.1.1 = select i1 %.222.1, i64 %3, i64 %best.3.1
  %niter.ncmp.1 = icmp eq i64 %3, %unroll_iter
  %4 = add i64 %3, 1
  br i1 %niter.ncmp.1, label %B108.loopexit.unr-lcssa, label %B64

B108.loopexit.unr-lcssa:                          ; preds = %B64
  %5 = and i64 %.68, 1
  %lcmp.mod.not = icmp eq i64 %5, 0
  br i1 %lcmp.mod.not, label %B108, label %B64.epil.preheader

B64.epil.preheader:                               ; preds = %B108.loopexit.unr-lcssa, %B64.preheader
  %best.2.0100.epil.init = phi i64 [ 0, %B64.preheader ], [ %best.3.1.1, %B108.loopexit.unr-lcssa ]
  %.1199698.epil.init = phi i64 [ 1, %B64.preheader ], [ %.126.1, %B108.loopexit.unr-lcssa ]
  %6 = getelementptr double, ptr %arg.x.4, i64 %.1199698.epil.init
  %.188.epil = load double, ptr %6, align 8
  %.203.epil = icmp slt i64 %best.2.0100.epil.init, 0
  %.204.epil = select i1 %.203.epil, i64 %arg.x.5.0, i64 0
  %7 = getelementptr double, ptr %arg.x.4, i64 %best.2.0100.epil.init
  %.218.epil = getelementptr double, ptr %7, i64 %.204.epil
  %.219.epil = load double, ptr %.218.epil, align 8
  %.222.epil = fcmp ogt double %.188.epil, %.219.epil
  %best.3.1.epil = select i1 %.222.epil, i64 %.1199698.epil.init, i64 %best.2.0100.epil.init
  br label %B108

B108:                                             ; preds = %B64.epil.preheader, %B108.loopexit.unr-lcssa, %B0.endif
  %best.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %best.3.1.1, %B108.loopexit.unr-lcssa ], [ %best.3.1.epil, %B64.epil.preheader ]
  store i64 %best.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
