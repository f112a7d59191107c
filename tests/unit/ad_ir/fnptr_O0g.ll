; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.pt = type { double, double }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @fp_sum(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !17, !DIExpression(), !18)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !19, !DIExpression(), !20)
    #dbg_declare(ptr %5, !21, !DIExpression(), !26)
  store ptr @sq, ptr %5, align 8, !dbg !26
    #dbg_declare(ptr %6, !27, !DIExpression(), !28)
  store ptr @sin, ptr %6, align 8, !dbg !28
  %7 = load ptr, ptr %5, align 8, !dbg !29
  %8 = load ptr, ptr %3, align 8, !dbg !30
  %9 = load i32, ptr %4, align 4, !dbg !31
  %10 = call double @apply_sum(ptr noundef %7, ptr noundef %8, i32 noundef %9), !dbg !32
  %11 = load ptr, ptr %6, align 8, !dbg !33
  %12 = load ptr, ptr %3, align 8, !dbg !34
  %13 = load i32, ptr %4, align 4, !dbg !35
  %14 = call double @apply_sum(ptr noundef %11, ptr noundef %12, i32 noundef %13), !dbg !36
  %15 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %14, double %10), !dbg !37
  ret double %15, !dbg !38
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal double @sq(double noundef %0) #0 !dbg !39 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  %3 = load double, ptr %2, align 8, !dbg !42
  %4 = load double, ptr %2, align 8, !dbg !43
  %5 = fmul double %3, %4, !dbg !44
  ret double %5, !dbg !45
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal double @apply_sum(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !46 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !49, !DIExpression(), !50)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !51, !DIExpression(), !52)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !53, !DIExpression(), !54)
    #dbg_declare(ptr %7, !55, !DIExpression(), !56)
  store double 0.000000e+00, ptr %7, align 8, !dbg !56
    #dbg_declare(ptr %8, !57, !DIExpression(), !59)
  store i32 0, ptr %8, align 4, !dbg !59
  br label %9, !dbg !60

9:                                                ; preds = %23, %3
  %10 = load i32, ptr %8, align 4, !dbg !61
  %11 = load i32, ptr %6, align 4, !dbg !63
  %12 = icmp slt i32 %10, %11, !dbg !64
  br i1 %12, label %13, label %26, !dbg !65

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !66
  %15 = load ptr, ptr %5, align 8, !dbg !67
  %16 = load i32, ptr %8, align 4, !dbg !68
  %17 = sext i32 %16 to i64, !dbg !67
  %18 = getelementptr inbounds double, ptr %15, i64 %17, !dbg !67
  %19 = load double, ptr %18, align 8, !dbg !67
  %20 = call double %14(double noundef %19), !dbg !66
  %21 = load double, ptr %7, align 8, !dbg !69
  %22 = fadd double %21, %20, !dbg !69
  store double %22, ptr %7, align 8, !dbg !69
  br label %23, !dbg !70

23:                                               ; preds = %13
  %24 = load i32, ptr %8, align 4, !dbg !71
  %25 = add nsw i32 %24, 1, !dbg !71
  store i32 %25, ptr %8, align 4, !dbg !71
  br label %9, !dbg !72, !llvm.loop !73

26:                                               ; preds = %9
  %27 = load double, ptr %7, align 8, !dbg !76
  ret double %27, !dbg !77
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define double @pts_energy(ptr noundef %0, i32 noundef %1) #0 !dbg !78 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.pt, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !79, !DIExpression(), !80)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !81, !DIExpression(), !82)
    #dbg_declare(ptr %5, !83, !DIExpression(), !84)
  store double 0.000000e+00, ptr %5, align 8, !dbg !84
    #dbg_declare(ptr %6, !85, !DIExpression(), !87)
  store i32 0, ptr %6, align 4, !dbg !87
  br label %8, !dbg !88

8:                                                ; preds = %37, %2
  %9 = load i32, ptr %6, align 4, !dbg !89
  %10 = load i32, ptr %4, align 4, !dbg !91
  %11 = icmp slt i32 %9, %10, !dbg !92
  br i1 %11, label %12, label %40, !dbg !93

12:                                               ; preds = %8
    #dbg_declare(ptr %7, !94, !DIExpression(), !100)
  %13 = getelementptr inbounds nuw %struct.pt, ptr %7, i32 0, i32 0, !dbg !101
  %14 = load ptr, ptr %3, align 8, !dbg !102
  %15 = load i32, ptr %6, align 4, !dbg !103
  %16 = mul nsw i32 2, %15, !dbg !104
  %17 = sext i32 %16 to i64, !dbg !102
  %18 = getelementptr inbounds double, ptr %14, i64 %17, !dbg !102
  %19 = load double, ptr %18, align 8, !dbg !102
  store double %19, ptr %13, align 8, !dbg !101
  %20 = getelementptr inbounds nuw %struct.pt, ptr %7, i32 0, i32 1, !dbg !101
  %21 = load ptr, ptr %3, align 8, !dbg !105
  %22 = load i32, ptr %6, align 4, !dbg !106
  %23 = mul nsw i32 2, %22, !dbg !107
  %24 = add nsw i32 %23, 1, !dbg !108
  %25 = sext i32 %24 to i64, !dbg !105
  %26 = getelementptr inbounds double, ptr %21, i64 %25, !dbg !105
  %27 = load double, ptr %26, align 8, !dbg !105
  store double %27, ptr %20, align 8, !dbg !101
  %28 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0, !dbg !109
  %29 = load double, ptr %28, align 8, !dbg !109
  %30 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1, !dbg !109
  %31 = load double, ptr %30, align 8, !dbg !109
  %32 = call double @norm2(double %29, double %31), !dbg !109
  %33 = fadd double 1.000000e+00, %32, !dbg !110
  %34 = call double @sqrt(double noundef %33) #3, !dbg !111
  %35 = load double, ptr %5, align 8, !dbg !112
  %36 = fadd double %35, %34, !dbg !112
  store double %36, ptr %5, align 8, !dbg !112
  br label %37, !dbg !113

37:                                               ; preds = %12
  %38 = load i32, ptr %6, align 4, !dbg !114
  %39 = add nsw i32 %38, 1, !dbg !114
  store i32 %39, ptr %6, align 4, !dbg !114
  br label %8, !dbg !115, !llvm.loop !116

40:                                               ; preds = %8
  %41 = load double, ptr %5, align 8, !dbg !118
  ret double %41, !dbg !119
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal double @norm2(double %0, double %1) #0 !dbg !120 {
  %3 = alloca %struct.pt, align 8
  %4 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %4, align 8
  %5 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %3, !123, !DIExpression(), !124)
  %6 = getelementptr inbounds nuw %struct.pt, ptr %3, i32 0, i32 0, !dbg !125
  %7 = load double, ptr %6, align 8, !dbg !125
  %8 = getelementptr inbounds nuw %struct.pt, ptr %3, i32 0, i32 0, !dbg !126
  %9 = load double, ptr %8, align 8, !dbg !126
  %10 = getelementptr inbounds nuw %struct.pt, ptr %3, i32 0, i32 1, !dbg !127
  %11 = load double, ptr %10, align 8, !dbg !127
  %12 = getelementptr inbounds nuw %struct.pt, ptr %3, i32 0, i32 1, !dbg !128
  %13 = load double, ptr %12, align 8, !dbg !128
  %14 = fmul double %11, %13, !dbg !129
  %15 = call double @llvm.fmuladd.f64(double %7, double %9, double %14), !dbg !130
  ret double %15, !dbg !131
}

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fnptr.c", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"clang version 22.1.8"}
!9 = distinct !DISubprogram(name: "fp_sum", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !13, !15}
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 17, type: !13)
!18 = !DILocation(line: 17, column: 29, scope: !9)
!19 = !DILocalVariable(name: "n", arg: 2, scope: !9, file: !1, line: 17, type: !15)
!20 = !DILocation(line: 17, column: 36, scope: !9)
!21 = !DILocalVariable(name: "f", scope: !9, file: !1, line: 18, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "unary", file: !1, line: 6, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DISubroutineType(types: !25)
!25 = !{!12, !12}
!26 = !DILocation(line: 18, column: 11, scope: !9)
!27 = !DILocalVariable(name: "g", scope: !9, file: !1, line: 19, type: !22)
!28 = !DILocation(line: 19, column: 11, scope: !9)
!29 = !DILocation(line: 20, column: 22, scope: !9)
!30 = !DILocation(line: 20, column: 25, scope: !9)
!31 = !DILocation(line: 20, column: 28, scope: !9)
!32 = !DILocation(line: 20, column: 12, scope: !9)
!33 = !DILocation(line: 20, column: 49, scope: !9)
!34 = !DILocation(line: 20, column: 52, scope: !9)
!35 = !DILocation(line: 20, column: 55, scope: !9)
!36 = !DILocation(line: 20, column: 39, scope: !9)
!37 = !DILocation(line: 20, column: 31, scope: !9)
!38 = !DILocation(line: 20, column: 5, scope: !9)
!39 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 8, type: !24, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!40 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !1, line: 8, type: !12)
!41 = !DILocation(line: 8, column: 25, scope: !39)
!42 = !DILocation(line: 8, column: 37, scope: !39)
!43 = !DILocation(line: 8, column: 41, scope: !39)
!44 = !DILocation(line: 8, column: 39, scope: !39)
!45 = !DILocation(line: 8, column: 30, scope: !39)
!46 = distinct !DISubprogram(name: "apply_sum", scope: !1, file: !1, line: 10, type: !47, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!47 = !DISubroutineType(types: !48)
!48 = !{!12, !22, !13, !15}
!49 = !DILocalVariable(name: "f", arg: 1, scope: !46, file: !1, line: 10, type: !22)
!50 = !DILocation(line: 10, column: 31, scope: !46)
!51 = !DILocalVariable(name: "x", arg: 2, scope: !46, file: !1, line: 10, type: !13)
!52 = !DILocation(line: 10, column: 48, scope: !46)
!53 = !DILocalVariable(name: "n", arg: 3, scope: !46, file: !1, line: 10, type: !15)
!54 = !DILocation(line: 10, column: 55, scope: !46)
!55 = !DILocalVariable(name: "s", scope: !46, file: !1, line: 11, type: !12)
!56 = !DILocation(line: 11, column: 12, scope: !46)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 12, type: !15)
!58 = distinct !DILexicalBlock(scope: !46, file: !1, line: 12, column: 5)
!59 = !DILocation(line: 12, column: 14, scope: !58)
!60 = !DILocation(line: 12, column: 10, scope: !58)
!61 = !DILocation(line: 12, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 12, column: 5)
!63 = !DILocation(line: 12, column: 25, scope: !62)
!64 = !DILocation(line: 12, column: 23, scope: !62)
!65 = !DILocation(line: 12, column: 5, scope: !58)
!66 = !DILocation(line: 13, column: 14, scope: !62)
!67 = !DILocation(line: 13, column: 16, scope: !62)
!68 = !DILocation(line: 13, column: 18, scope: !62)
!69 = !DILocation(line: 13, column: 11, scope: !62)
!70 = !DILocation(line: 13, column: 9, scope: !62)
!71 = !DILocation(line: 12, column: 29, scope: !62)
!72 = !DILocation(line: 12, column: 5, scope: !62)
!73 = distinct !{!73, !65, !74, !75}
!74 = !DILocation(line: 13, column: 20, scope: !58)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 14, column: 12, scope: !46)
!77 = !DILocation(line: 14, column: 5, scope: !46)
!78 = distinct !DISubprogram(name: "pts_energy", scope: !1, file: !1, line: 29, type: !10, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!79 = !DILocalVariable(name: "xy", arg: 1, scope: !78, file: !1, line: 29, type: !13)
!80 = !DILocation(line: 29, column: 33, scope: !78)
!81 = !DILocalVariable(name: "n", arg: 2, scope: !78, file: !1, line: 29, type: !15)
!82 = !DILocation(line: 29, column: 41, scope: !78)
!83 = !DILocalVariable(name: "e", scope: !78, file: !1, line: 30, type: !12)
!84 = !DILocation(line: 30, column: 12, scope: !78)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 31, type: !15)
!86 = distinct !DILexicalBlock(scope: !78, file: !1, line: 31, column: 5)
!87 = !DILocation(line: 31, column: 14, scope: !86)
!88 = !DILocation(line: 31, column: 10, scope: !86)
!89 = !DILocation(line: 31, column: 21, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !1, line: 31, column: 5)
!91 = !DILocation(line: 31, column: 25, scope: !90)
!92 = !DILocation(line: 31, column: 23, scope: !90)
!93 = !DILocation(line: 31, column: 5, scope: !86)
!94 = !DILocalVariable(name: "p", scope: !95, file: !1, line: 32, type: !96)
!95 = distinct !DILexicalBlock(scope: !90, file: !1, line: 31, column: 33)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !1, line: 23, size: 128, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !96, file: !1, line: 24, baseType: !12, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !96, file: !1, line: 24, baseType: !12, size: 64, offset: 64)
!100 = !DILocation(line: 32, column: 19, scope: !95)
!101 = !DILocation(line: 32, column: 23, scope: !95)
!102 = !DILocation(line: 32, column: 24, scope: !95)
!103 = !DILocation(line: 32, column: 31, scope: !95)
!104 = !DILocation(line: 32, column: 29, scope: !95)
!105 = !DILocation(line: 32, column: 35, scope: !95)
!106 = !DILocation(line: 32, column: 42, scope: !95)
!107 = !DILocation(line: 32, column: 40, scope: !95)
!108 = !DILocation(line: 32, column: 44, scope: !95)
!109 = !DILocation(line: 33, column: 25, scope: !95)
!110 = !DILocation(line: 33, column: 23, scope: !95)
!111 = !DILocation(line: 33, column: 14, scope: !95)
!112 = !DILocation(line: 33, column: 11, scope: !95)
!113 = !DILocation(line: 34, column: 5, scope: !95)
!114 = !DILocation(line: 31, column: 29, scope: !90)
!115 = !DILocation(line: 31, column: 5, scope: !90)
!116 = distinct !{!116, !93, !117, !75}
!117 = !DILocation(line: 34, column: 5, scope: !86)
!118 = !DILocation(line: 35, column: 12, scope: !78)
!119 = !DILocation(line: 35, column: 5, scope: !78)
!120 = distinct !DISubprogram(name: "norm2", scope: !1, file: !1, line: 27, type: !121, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!121 = !DISubroutineType(types: !122)
!122 = !{!12, !96}
!123 = !DILocalVariable(name: "p", arg: 1, scope: !120, file: !1, line: 27, type: !96)
!124 = !DILocation(line: 27, column: 31, scope: !120)
!125 = !DILocation(line: 27, column: 45, scope: !120)
!126 = !DILocation(line: 27, column: 51, scope: !120)
!127 = !DILocation(line: 27, column: 57, scope: !120)
!128 = !DILocation(line: 27, column: 63, scope: !120)
!129 = !DILocation(line: 27, column: 59, scope: !120)
!130 = !DILocation(line: 27, column: 53, scope: !120)
!131 = !DILocation(line: 27, column: 36, scope: !120)
