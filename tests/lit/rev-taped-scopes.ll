; A fully taped reverse tells LLVM which memory is which (passes/reverse/taped_scopes.py): with
; `noalias` parameters each array's accesses carry a scope of its own (declared at the entry,
; so LLVM renames it where it copies the body) and the other classes' scopes as noalias; the
; tape's records are a class apart from everything. The reverse sweep reads %u (its scope) and
; updates the shadows, which .ll input does not promise apart: they share one scope, apart from
; the tape only. With plain pointers (TAPED) %u and %un may be one array: no array scopes, no
; declarations; the arrays share one scope that only the tape is apart from.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,const -o - | filecheck %s
; RUN: sed 's/ptr noalias/ptr/g' %s | %mpiad-opt - --fn f --mode reverse --args dup,dup,const -o - | filecheck --check-prefix=TAPED %s
; CHECK-LABEL: define internal void @augmented.f.ddc(
; CHECK: call void @llvm.experimental.noalias.scope.decl(metadata ![[U:[0-9]+]])
; CHECK-NEXT: call void @llvm.experimental.noalias.scope.decl(metadata ![[UN:[0-9]+]])
; CHECK: store i32 0, ptr %rec, align 1, !alias.scope ![[T:[0-9]+]], !noalias ![[NOTT:[0-9]+]]
; CHECK: %a = load double, ptr %pa, align 8, !alias.scope ![[U]], !noalias ![[NOTU:[0-9]+]]
; CHECK: store double %s2, ptr %po, align 8, !alias.scope ![[UN]], !noalias ![[NOTUN:[0-9]+]]
; CHECK: store double %s, ptr %cache.at1, align 8, !alias.scope ![[T]], !noalias ![[NOTT]]
; CHECK-LABEL: define internal void @reverse.f.ddc(
; CHECK: call void @llvm.experimental.noalias.scope.decl(metadata ![[RU:[0-9]+]])
; CHECK: %s.rev = load double, ptr %cache.at1, align 8, !alias.scope ![[RT:[0-9]+]], !noalias ![[NOTRT:[0-9]+]]
; CHECK: store double 0x0000000000000000, ptr %d3.re, align 8, !alias.scope ![[RD:[0-9]+]], !noalias ![[NOTRD:[0-9]+]]
; CHECK: %c.re = load double, ptr %pc.re, align 8, !alias.scope ![[RU]], !noalias ![[NOTRU:[0-9]+]]
; CHECK: store double %{{.*}}, ptr %d.re, align 8, !alias.scope ![[RD]], !noalias ![[NOTRD]]
; CHECK-DAG: ![[U]] = !{![[SU:[0-9]+]]}
; CHECK-DAG: ![[UN]] = !{![[SUN:[0-9]+]]}
; CHECK-DAG: ![[T]] = !{![[ST:[0-9]+]]}
; CHECK-DAG: ![[NOTU]] = !{![[SUN]], ![[ST]]}
; CHECK-DAG: ![[NOTUN]] = !{![[SU]], ![[ST]]}
; CHECK-DAG: ![[NOTT]] = !{![[SU]], ![[SUN]]}
; CHECK-DAG: ![[SU]] = distinct !{![[SU]], ![[DOM:[0-9]+]]}
; CHECK-DAG: ![[SUN]] = distinct !{![[SUN]], ![[DOM]]}
; CHECK-DAG: ![[ST]] = distinct !{![[ST]], ![[DOM]]}
; CHECK-DAG: ![[RU]] = !{![[SRU:[0-9]+]]}
; CHECK-DAG: ![[RD]] = !{![[SRD:[0-9]+]]}
; CHECK-DAG: ![[RT]] = !{![[SRT:[0-9]+]]}
; CHECK-DAG: ![[NOTRU]] = !{![[SRT]]}
; CHECK-DAG: ![[NOTRD]] = !{![[SRT]]}
; CHECK-DAG: ![[NOTRT]] = !{![[SRD]], ![[SRU]]}
; TAPED-NOT: noalias.scope.decl
; TAPED-LABEL: define internal void @augmented.f.ddc(
; TAPED: store i32 0, ptr %rec, align 1, !alias.scope ![[T:[0-9]+]], !noalias ![[NOTT:[0-9]+]]
; TAPED: %a = load double, ptr %pa, align 8, !alias.scope ![[A:[0-9]+]], !noalias ![[NOTA:[0-9]+]]
; TAPED: store double %s2, ptr %po, align 8, !alias.scope ![[A]], !noalias ![[NOTA]]
; TAPED-DAG: ![[A]] = !{![[SA:[0-9]+]]}
; TAPED-DAG: ![[T]] = !{![[ST:[0-9]+]]}
; TAPED-DAG: ![[NOTA]] = !{![[ST]]}
; TAPED-DAG: ![[NOTT]] = !{![[SA]]}
define void @f(ptr noalias %u, ptr noalias %un, i64 %n) {
entry:
  %m = add i64 %n, -1
  %e = icmp sgt i64 %m, 1
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %im = add i64 %i, -1
  %ip = add i64 %i, 1
  %pa = getelementptr inbounds double, ptr %u, i64 %im
  %pb = getelementptr inbounds double, ptr %u, i64 %i
  %pc = getelementptr inbounds double, ptr %u, i64 %ip
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  %c = load double, ptr %pc, align 8
  %ab = fmul double %a, %b
  %s = fadd double %ab, %c
  %s2 = fmul double %s, %c
  %po = getelementptr inbounds double, ptr %un, i64 %i
  store double %s2, ptr %po, align 8
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp eq i64 %i.next, %m
  br i1 %cc, label %exit, label %loop
exit:
  ret void
}
