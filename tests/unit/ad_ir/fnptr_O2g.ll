; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define double @fp_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(ptr %0, !22, !DIExpression(), !30)
    #dbg_value(i32 %1, !23, !DIExpression(), !30)
    #dbg_value(ptr poison, !24, !DIExpression(), !30)
    #dbg_value(ptr @sin, !29, !DIExpression(), !30)
    #dbg_value(ptr poison, !31, !DIExpression(), !41)
    #dbg_value(ptr %0, !36, !DIExpression(), !41)
    #dbg_value(i32 %1, !37, !DIExpression(), !41)
    #dbg_value(double 0.000000e+00, !38, !DIExpression(), !41)
    #dbg_value(i32 0, !39, !DIExpression(), !43)
  %3 = icmp sgt i32 %1, 0, !dbg !44
  br i1 %3, label %4, label %105, !dbg !46

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !47
  %6 = and i64 %5, 3, !dbg !48
  %7 = icmp ult i32 %1, 4, !dbg !48
  br i1 %7, label %38, label %8, !dbg !48

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644, !dbg !48
  br label %10, !dbg !48

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %33, %10 ]
  %12 = phi double [ 0.000000e+00, %8 ], [ %32, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %34, %10 ]
    #dbg_value(i64 %11, !39, !DIExpression(), !43)
    #dbg_value(double %12, !38, !DIExpression(), !41)
  %14 = getelementptr inbounds nuw double, ptr %0, i64 %11, !dbg !49
  %15 = load double, ptr %14, align 8, !dbg !49, !tbaa !50
    #dbg_value(double %15, !52, !DIExpression(), !55)
  %16 = fmul double %15, %15, !dbg !57
  %17 = fadd double %12, %16, !dbg !58
    #dbg_value(double %17, !38, !DIExpression(), !41)
    #dbg_value(i64 %11, !39, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !43)
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %11, !dbg !49
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8, !dbg !49
  %20 = load double, ptr %19, align 8, !dbg !49, !tbaa !50
    #dbg_value(double %20, !52, !DIExpression(), !55)
  %21 = fmul double %20, %20, !dbg !59
  %22 = fadd double %17, %21, !dbg !60
    #dbg_value(double %22, !38, !DIExpression(), !41)
    #dbg_value(i64 %11, !39, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !43)
  %23 = getelementptr inbounds nuw double, ptr %0, i64 %11, !dbg !49
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16, !dbg !49
  %25 = load double, ptr %24, align 8, !dbg !49, !tbaa !50
    #dbg_value(double %25, !52, !DIExpression(), !55)
  %26 = fmul double %25, %25, !dbg !61
  %27 = fadd double %22, %26, !dbg !62
    #dbg_value(double %27, !38, !DIExpression(), !41)
    #dbg_value(i64 %11, !39, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !43)
  %28 = getelementptr inbounds nuw double, ptr %0, i64 %11, !dbg !49
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 24, !dbg !49
  %30 = load double, ptr %29, align 8, !dbg !49, !tbaa !50
    #dbg_value(double %30, !52, !DIExpression(), !55)
  %31 = fmul double %30, %30, !dbg !63
  %32 = fadd double %27, %31, !dbg !64
    #dbg_value(double %32, !38, !DIExpression(), !41)
  %33 = add nuw nsw i64 %11, 4, !dbg !65
    #dbg_value(i64 %33, !39, !DIExpression(), !43)
  %34 = add i64 %13, 4, !dbg !66
  %35 = icmp eq i64 %34, %9, !dbg !66
  br i1 %35, label %36, label %10, !dbg !66, !llvm.loop !67

36:                                               ; preds = %10
  %37 = icmp eq i64 %6, 0, !dbg !48
  br i1 %37, label %53, label %38, !dbg !48

38:                                               ; preds = %36, %4
  %39 = phi i64 [ 0, %4 ], [ %33, %36 ]
  %40 = phi double [ 0.000000e+00, %4 ], [ %32, %36 ]
  %41 = icmp ne i64 %6, 0, !dbg !70
  tail call void @llvm.assume(i1 %41), !dbg !70
  br label %42, !dbg !70

42:                                               ; preds = %42, %38
  %43 = phi i64 [ %39, %38 ], [ %50, %42 ]
  %44 = phi double [ %40, %38 ], [ %49, %42 ]
  %45 = phi i64 [ 0, %38 ], [ %51, %42 ]
    #dbg_value(i64 %43, !39, !DIExpression(), !43)
    #dbg_value(double %44, !38, !DIExpression(), !41)
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %43, !dbg !49
  %47 = load double, ptr %46, align 8, !dbg !49, !tbaa !50
    #dbg_value(double %47, !52, !DIExpression(), !55)
  %48 = fmul double %47, %47, !dbg !71
  %49 = fadd double %44, %48, !dbg !72
    #dbg_value(double %49, !38, !DIExpression(), !41)
  %50 = add nuw nsw i64 %43, 1, !dbg !73
    #dbg_value(i64 %50, !39, !DIExpression(), !43)
  %51 = add i64 %45, 1, !dbg !74
  %52 = icmp eq i64 %51, %6, !dbg !74
  br i1 %52, label %53, label %42, !dbg !74, !llvm.loop !75

53:                                               ; preds = %42, %36
  %54 = phi double [ %32, %36 ], [ %49, %42 ], !dbg !58
  %55 = and i64 %5, 3, !dbg !77
  %56 = icmp ult i32 %1, 4, !dbg !77
  br i1 %56, label %87, label %57, !dbg !77

57:                                               ; preds = %53
  %58 = and i64 %5, 2147483644, !dbg !77
  br label %59, !dbg !77

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 0, %57 ], [ %82, %59 ]
  %61 = phi double [ 0.000000e+00, %57 ], [ %81, %59 ]
  %62 = phi i64 [ 0, %57 ], [ %83, %59 ]
    #dbg_value(i64 %60, !39, !DIExpression(), !79)
    #dbg_value(double %61, !38, !DIExpression(), !80)
  %63 = getelementptr inbounds nuw double, ptr %0, i64 %60, !dbg !81
  %64 = load double, ptr %63, align 8, !dbg !81, !tbaa !50
  %65 = tail call double @sin(double noundef %64) #6, !dbg !82, !callees !83
  %66 = fadd double %61, %65, !dbg !84
    #dbg_value(double %66, !38, !DIExpression(), !80)
    #dbg_value(i64 %60, !39, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !79)
  %67 = getelementptr inbounds nuw double, ptr %0, i64 %60, !dbg !81
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8, !dbg !81
  %69 = load double, ptr %68, align 8, !dbg !81, !tbaa !50
  %70 = tail call double @sin(double noundef %69) #6, !dbg !82, !callees !83
  %71 = fadd double %66, %70, !dbg !85
    #dbg_value(double %71, !38, !DIExpression(), !80)
    #dbg_value(i64 %60, !39, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !79)
  %72 = getelementptr inbounds nuw double, ptr %0, i64 %60, !dbg !81
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 16, !dbg !81
  %74 = load double, ptr %73, align 8, !dbg !81, !tbaa !50
  %75 = tail call double @sin(double noundef %74) #6, !dbg !82, !callees !83
  %76 = fadd double %71, %75, !dbg !86
    #dbg_value(double %76, !38, !DIExpression(), !80)
    #dbg_value(i64 %60, !39, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !79)
  %77 = getelementptr inbounds nuw double, ptr %0, i64 %60, !dbg !81
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 24, !dbg !81
  %79 = load double, ptr %78, align 8, !dbg !81, !tbaa !50
  %80 = tail call double @sin(double noundef %79) #6, !dbg !82, !callees !83
  %81 = fadd double %76, %80, !dbg !87
    #dbg_value(double %81, !38, !DIExpression(), !80)
  %82 = add nuw nsw i64 %60, 4, !dbg !88
    #dbg_value(i64 %82, !39, !DIExpression(), !79)
  %83 = add i64 %62, 4, !dbg !89
  %84 = icmp eq i64 %83, %58, !dbg !89
  br i1 %84, label %85, label %59, !dbg !89, !llvm.loop !90

85:                                               ; preds = %59
  %86 = icmp eq i64 %55, 0, !dbg !77
  br i1 %86, label %102, label %87, !dbg !77

87:                                               ; preds = %85, %53
  %88 = phi i64 [ 0, %53 ], [ %82, %85 ]
  %89 = phi double [ 0.000000e+00, %53 ], [ %81, %85 ]
  %90 = icmp ne i64 %55, 0, !dbg !92
  tail call void @llvm.assume(i1 %90), !dbg !92
  br label %91, !dbg !92

91:                                               ; preds = %91, %87
  %92 = phi i64 [ %99, %91 ], [ %88, %87 ]
  %93 = phi double [ %98, %91 ], [ %89, %87 ]
  %94 = phi i64 [ %100, %91 ], [ 0, %87 ]
    #dbg_value(i64 %92, !39, !DIExpression(), !79)
    #dbg_value(double %93, !38, !DIExpression(), !80)
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %92, !dbg !81
  %96 = load double, ptr %95, align 8, !dbg !81, !tbaa !50
  %97 = tail call double @sin(double noundef %96) #6, !dbg !82, !callees !83
  %98 = fadd double %93, %97, !dbg !93
    #dbg_value(double %98, !38, !DIExpression(), !80)
  %99 = add nuw nsw i64 %92, 1, !dbg !94
    #dbg_value(i64 %99, !39, !DIExpression(), !79)
  %100 = add i64 %94, 1, !dbg !95
  %101 = icmp eq i64 %100, %55, !dbg !95
  br i1 %101, label %102, label %91, !dbg !95, !llvm.loop !96

102:                                              ; preds = %91, %85
  %103 = phi double [ %81, %85 ], [ %98, %91 ], !dbg !84
  %104 = tail call double @llvm.fmuladd.f64(double %103, double 5.000000e-01, double %54), !dbg !97
  br label %105, !dbg !97

105:                                              ; preds = %102, %2
  %106 = phi double [ 0.000000e+00, %2 ], [ %104, %102 ], !dbg !80
  ret double %106, !dbg !98
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define double @pts_energy(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 !dbg !99 {
    #dbg_value(ptr %0, !101, !DIExpression(), !113)
    #dbg_value(i32 %1, !102, !DIExpression(), !113)
    #dbg_value(double 0.000000e+00, !103, !DIExpression(), !113)
    #dbg_value(i32 0, !104, !DIExpression(), !114)
  %3 = icmp sgt i32 %1, 0, !dbg !115
  br i1 %3, label %4, label %26, !dbg !116

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !117
  %6 = and i64 %5, 1, !dbg !118
  %7 = icmp eq i32 %1, 1, !dbg !118
  br i1 %7, label %12, label %8, !dbg !118

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646, !dbg !118
  br label %28, !dbg !118

10:                                               ; preds = %28
  %11 = icmp eq i64 %6, 0, !dbg !118
  br i1 %11, label %26, label %12, !dbg !118

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %53, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %52, %10 ]
  %15 = icmp ne i64 %6, 0, !dbg !119
  tail call void @llvm.assume(i1 %15), !dbg !119
    #dbg_value(double %14, !103, !DIExpression(), !113)
    #dbg_value(i64 %13, !104, !DIExpression(), !114)
  %16 = shl nuw nsw i64 %13, 4, !dbg !120
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 %16, !dbg !120
  %18 = load double, ptr %17, align 8, !dbg !121, !tbaa !50
    #dbg_value(double %18, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 8, !dbg !123
  %20 = load double, ptr %19, align 8, !dbg !124, !tbaa !50
    #dbg_value(double %20, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(double %18, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !130)
    #dbg_value(double %20, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130)
  %21 = fmul double %20, %20, !dbg !132
  %22 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %21), !dbg !133
  %23 = fadd double %22, 1.000000e+00, !dbg !134
  %24 = tail call double @llvm.sqrt.f64(double %23), !dbg !135
  %25 = fadd double %14, %24, !dbg !136
    #dbg_value(double %25, !103, !DIExpression(), !113)
    #dbg_value(i64 %13, !104, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !114)
  br label %26, !dbg !137

26:                                               ; preds = %12, %10, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %52, %10 ], [ %25, %12 ], !dbg !113
  ret double %27, !dbg !137

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %53, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %52, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %54, %28 ]
    #dbg_value(double %30, !103, !DIExpression(), !113)
    #dbg_value(i64 %29, !104, !DIExpression(), !114)
  %32 = shl nuw nsw i64 %29, 4, !dbg !120
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 %32, !dbg !120
  %34 = load double, ptr %33, align 8, !dbg !138, !tbaa !50
    #dbg_value(double %34, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 8, !dbg !123
  %36 = load double, ptr %35, align 8, !dbg !139, !tbaa !50
    #dbg_value(double %36, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(double %34, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !130)
    #dbg_value(double %36, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130)
  %37 = fmul double %36, %36, !dbg !132
  %38 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %37), !dbg !140
  %39 = fadd double %38, 1.000000e+00, !dbg !134
  %40 = tail call double @llvm.sqrt.f64(double %39), !dbg !135
  %41 = fadd double %30, %40, !dbg !141
    #dbg_value(double %41, !103, !DIExpression(), !113)
    #dbg_value(i64 %29, !104, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !114)
  %42 = shl i64 %29, 4, !dbg !120
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 %42, !dbg !120
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16, !dbg !120
  %45 = load double, ptr %44, align 8, !dbg !142, !tbaa !50
    #dbg_value(double %45, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 24, !dbg !123
  %47 = load double, ptr %46, align 8, !dbg !143, !tbaa !50
    #dbg_value(double %47, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(double %45, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !130)
    #dbg_value(double %47, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130)
  %48 = fmul double %47, %47, !dbg !132
  %49 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %48), !dbg !144
  %50 = fadd double %49, 1.000000e+00, !dbg !134
  %51 = tail call double @llvm.sqrt.f64(double %50), !dbg !135
  %52 = fadd double %41, %51, !dbg !145
    #dbg_value(double %52, !103, !DIExpression(), !113)
  %53 = add nuw nsw i64 %29, 2, !dbg !146
    #dbg_value(i64 %53, !104, !DIExpression(), !114)
  %54 = add i64 %31, 2, !dbg !147
  %55 = icmp eq i64 %54, %9, !dbg !147
  br i1 %55, label %10, label %28, !dbg !147, !llvm.loop !148
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fnptr.c", directory: ".")
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
!14 = distinct !DISubprogram(name: "fp_sum", scope: !1, file: !1, line: 17, type: !15, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !18, !20}
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22, !23, !24, !29}
!22 = !DILocalVariable(name: "x", arg: 1, scope: !14, file: !1, line: 17, type: !18)
!23 = !DILocalVariable(name: "n", arg: 2, scope: !14, file: !1, line: 17, type: !20)
!24 = !DILocalVariable(name: "f", scope: !14, file: !1, line: 18, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "unary", file: !1, line: 6, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DISubroutineType(types: !28)
!28 = !{!17, !17}
!29 = !DILocalVariable(name: "g", scope: !14, file: !1, line: 19, type: !25)
!30 = !DILocation(line: 0, scope: !14)
!31 = !DILocalVariable(name: "f", arg: 1, scope: !32, file: !1, line: 10, type: !25)
!32 = distinct !DISubprogram(name: "apply_sum", scope: !1, file: !1, line: 10, type: !33, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35, keyInstructions: true)
!33 = !DISubroutineType(types: !34)
!34 = !{!17, !25, !18, !20}
!35 = !{!31, !36, !37, !38, !39}
!36 = !DILocalVariable(name: "x", arg: 2, scope: !32, file: !1, line: 10, type: !18)
!37 = !DILocalVariable(name: "n", arg: 3, scope: !32, file: !1, line: 10, type: !20)
!38 = !DILocalVariable(name: "s", scope: !32, file: !1, line: 11, type: !17)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 12, type: !20)
!40 = distinct !DILexicalBlock(scope: !32, file: !1, line: 12, column: 5)
!41 = !DILocation(line: 0, scope: !32, inlinedAt: !42)
!42 = distinct !DILocation(line: 20, column: 12, scope: !14)
!43 = !DILocation(line: 0, scope: !40, inlinedAt: !42)
!44 = !DILocation(line: 12, column: 23, scope: !45, inlinedAt: !42, atomGroup: 11, atomRank: 1)
!45 = distinct !DILexicalBlock(scope: !40, file: !1, line: 12, column: 5)
!46 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !42, atomGroup: 12, atomRank: 1)
!47 = !DILocation(line: 12, column: 23, scope: !45, inlinedAt: !42, atomGroup: 3, atomRank: 1)
!48 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !42)
!49 = !DILocation(line: 13, column: 16, scope: !45, inlinedAt: !42)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !12, i64 0}
!52 = !DILocalVariable(name: "x", arg: 1, scope: !53, file: !1, line: 8, type: !17)
!53 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 8, type: !27, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54, keyInstructions: true)
!54 = !{!52}
!55 = !DILocation(line: 0, scope: !53, inlinedAt: !56)
!56 = distinct !DILocation(line: 13, column: 14, scope: !45, inlinedAt: !42)
!57 = !DILocation(line: 8, column: 39, scope: !53, inlinedAt: !56, atomGroup: 1, atomRank: 2)
!58 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !42, atomGroup: 5, atomRank: 2)
!59 = !DILocation(line: 8, column: 39, scope: !53, inlinedAt: !56, atomGroup: 20, atomRank: 2)
!60 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !42, atomGroup: 21, atomRank: 2)
!61 = !DILocation(line: 8, column: 39, scope: !53, inlinedAt: !56, atomGroup: 25, atomRank: 2)
!62 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !42, atomGroup: 26, atomRank: 2)
!63 = !DILocation(line: 8, column: 39, scope: !53, inlinedAt: !56, atomGroup: 30, atomRank: 2)
!64 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !42, atomGroup: 31, atomRank: 2)
!65 = !DILocation(line: 12, column: 29, scope: !45, inlinedAt: !42, atomGroup: 32, atomRank: 2)
!66 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !42, atomGroup: 34, atomRank: 1)
!67 = distinct !{!67, !48, !68, !69}
!68 = !DILocation(line: 13, column: 20, scope: !40, inlinedAt: !42)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !42, atomGroup: 4, atomRank: 1)
!71 = !DILocation(line: 8, column: 39, scope: !53, inlinedAt: !56, atomGroup: 15, atomRank: 2)
!72 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !42, atomGroup: 16, atomRank: 2)
!73 = !DILocation(line: 12, column: 29, scope: !45, inlinedAt: !42, atomGroup: 17, atomRank: 2)
!74 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !42, atomGroup: 19, atomRank: 1)
!75 = distinct !{!75, !76}
!76 = !{!"llvm.loop.unroll.disable"}
!77 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !78)
!78 = distinct !DILocation(line: 20, column: 39, scope: !14)
!79 = !DILocation(line: 0, scope: !40, inlinedAt: !78)
!80 = !DILocation(line: 0, scope: !32, inlinedAt: !78)
!81 = !DILocation(line: 13, column: 16, scope: !45, inlinedAt: !78)
!82 = !DILocation(line: 13, column: 14, scope: !45, inlinedAt: !78)
!83 = distinct !{ptr @sin, null}
!84 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !78, atomGroup: 5, atomRank: 2)
!85 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !78, atomGroup: 39, atomRank: 2)
!86 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !78, atomGroup: 43, atomRank: 2)
!87 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !78, atomGroup: 47, atomRank: 2)
!88 = !DILocation(line: 12, column: 29, scope: !45, inlinedAt: !78, atomGroup: 48, atomRank: 2)
!89 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !78, atomGroup: 50, atomRank: 1)
!90 = distinct !{!90, !77, !91, !69}
!91 = !DILocation(line: 13, column: 20, scope: !40, inlinedAt: !78)
!92 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !78, atomGroup: 4, atomRank: 1)
!93 = !DILocation(line: 13, column: 11, scope: !45, inlinedAt: !78, atomGroup: 35, atomRank: 2)
!94 = !DILocation(line: 12, column: 29, scope: !45, inlinedAt: !78, atomGroup: 36, atomRank: 2)
!95 = !DILocation(line: 12, column: 5, scope: !40, inlinedAt: !78, atomGroup: 38, atomRank: 1)
!96 = distinct !{!96, !76}
!97 = !DILocation(line: 20, column: 31, scope: !14, atomGroup: 4, atomRank: 2)
!98 = !DILocation(line: 20, column: 5, scope: !14, atomGroup: 4, atomRank: 1)
!99 = distinct !DISubprogram(name: "pts_energy", scope: !1, file: !1, line: 29, type: !15, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !100, keyInstructions: true)
!100 = !{!101, !102, !103, !104, !106}
!101 = !DILocalVariable(name: "xy", arg: 1, scope: !99, file: !1, line: 29, type: !18)
!102 = !DILocalVariable(name: "n", arg: 2, scope: !99, file: !1, line: 29, type: !20)
!103 = !DILocalVariable(name: "e", scope: !99, file: !1, line: 30, type: !17)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 31, type: !20)
!105 = distinct !DILexicalBlock(scope: !99, file: !1, line: 31, column: 5)
!106 = !DILocalVariable(name: "p", scope: !107, file: !1, line: 32, type: !109)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 31, column: 33)
!108 = distinct !DILexicalBlock(scope: !105, file: !1, line: 31, column: 5)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !1, line: 23, size: 128, elements: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !109, file: !1, line: 24, baseType: !17, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !109, file: !1, line: 24, baseType: !17, size: 64, offset: 64)
!113 = !DILocation(line: 0, scope: !99)
!114 = !DILocation(line: 0, scope: !105)
!115 = !DILocation(line: 31, column: 23, scope: !108, atomGroup: 13, atomRank: 1)
!116 = !DILocation(line: 31, column: 5, scope: !105, atomGroup: 14, atomRank: 1)
!117 = !DILocation(line: 31, column: 23, scope: !108, atomGroup: 3, atomRank: 1)
!118 = !DILocation(line: 31, column: 5, scope: !105)
!119 = !DILocation(line: 31, column: 5, scope: !105, atomGroup: 4, atomRank: 1)
!120 = !DILocation(line: 32, column: 24, scope: !107)
!121 = !DILocation(line: 32, column: 24, scope: !107, atomGroup: 51, atomRank: 2)
!122 = !DILocation(line: 0, scope: !107)
!123 = !DILocation(line: 32, column: 35, scope: !107)
!124 = !DILocation(line: 32, column: 35, scope: !107, atomGroup: 51, atomRank: 2)
!125 = !DILocalVariable(name: "p", arg: 1, scope: !126, file: !1, line: 27, type: !109)
!126 = distinct !DISubprogram(name: "norm2", scope: !1, file: !1, line: 27, type: !127, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129, keyInstructions: true)
!127 = !DISubroutineType(types: !128)
!128 = !{!17, !109}
!129 = !{!125}
!130 = !DILocation(line: 0, scope: !126, inlinedAt: !131)
!131 = distinct !DILocation(line: 33, column: 25, scope: !107)
!132 = !DILocation(line: 27, column: 59, scope: !126, inlinedAt: !131)
!133 = !DILocation(line: 27, column: 53, scope: !126, inlinedAt: !131, atomGroup: 52, atomRank: 2)
!134 = !DILocation(line: 33, column: 23, scope: !107)
!135 = !DILocation(line: 33, column: 14, scope: !107)
!136 = !DILocation(line: 33, column: 11, scope: !107, atomGroup: 53, atomRank: 2)
!137 = !DILocation(line: 35, column: 5, scope: !99, atomGroup: 10, atomRank: 1)
!138 = !DILocation(line: 32, column: 24, scope: !107, atomGroup: 5, atomRank: 2)
!139 = !DILocation(line: 32, column: 35, scope: !107, atomGroup: 5, atomRank: 2)
!140 = !DILocation(line: 27, column: 53, scope: !126, inlinedAt: !131, atomGroup: 1, atomRank: 2)
!141 = !DILocation(line: 33, column: 11, scope: !107, atomGroup: 6, atomRank: 2)
!142 = !DILocation(line: 32, column: 24, scope: !107, atomGroup: 57, atomRank: 2)
!143 = !DILocation(line: 32, column: 35, scope: !107, atomGroup: 57, atomRank: 2)
!144 = !DILocation(line: 27, column: 53, scope: !126, inlinedAt: !131, atomGroup: 58, atomRank: 2)
!145 = !DILocation(line: 33, column: 11, scope: !107, atomGroup: 59, atomRank: 2)
!146 = !DILocation(line: 31, column: 29, scope: !108, atomGroup: 60, atomRank: 2)
!147 = !DILocation(line: 31, column: 5, scope: !105, atomGroup: 62, atomRank: 1)
!148 = distinct !{!148, !118, !149, !69}
!149 = !DILocation(line: 34, column: 5, scope: !105)
