; The gather form of a stencil's adjoint loop (issue 39): the reverse of `b[i] = f(a[i-1], a[i],
; a[i+1])` adds each element's contributions in registers (phis carry the sums of the elements
; still open from one iteration to the next) and writes each element of the shadow of `a` once,
; at the element the iteration completes; the last iteration's open sums are written after the
; loop. Other accesses of the loop to shadows (here the shadow of `b`, and in 2-D the rows above
; and below) are checked on entry to stay clear of the open elements; the scatter form stays as
; the fallback. In place (`u[i] = f(u[i-1], u[i], u[i+1])`: the loop reads and zeroes `du[i]`,
; an open element) or at offsets that are not constants (`a[i+k]`), the scatter form is kept.
; RUN: %mpiad-opt %s --fn heat --mode reverse --args dup,dup,const -o - | filecheck %s --check-prefix=ONE
; RUN: %mpiad-opt %s --fn heat2d --mode reverse --args dup,dup,const,const -o - | filecheck %s --check-prefix=TWO
; RUN: %mpiad-opt %s --fn inplace --mode reverse --args dup,const -o - | filecheck %s --check-prefix=KEEP
; RUN: %mpiad-opt %s --fn shifted --mode reverse --args dup,dup,const,const -o - | filecheck %s --check-prefix=KEEP

; ONE-LABEL: define internal void @reverse.heat.ddc(
; the check on entry: the shadow of b[i] (8 bytes) against the open elements da[i-1..i+1]
; ONE:       rev.loop:
; ONE:       [[DB:%gchk[0-9]*]] = ptrtoint ptr %b.d to i64
; ONE:       [[DA:%gchk[0-9]*]] = ptrtoint ptr %a.d to i64
; ONE:       [[D:%gchk[0-9]*]] = sub i64
; ONE-NEXT:  [[LO:%gchk[0-9]*]] = icmp sle i64 [[D]], -24
; ONE-NEXT:  [[HI:%gchk[0-9]*]] = icmp sge i64 [[D]], 8
; ONE-NEXT:  [[OK:%gchk[0-9]*]] = or i1 [[LO]], [[HI]]
; ONE-NEXT:  br i1 [[OK]], label %rev.loop.body.gather, label %rev.loop.body
; ONE:       rev.loop.body.gather:
; ONE:       [[OPEN2:%gather.open[0-9]*]] = phi double [ 0x8000000000000000, %rev.loop ], [ [[V0:%d[0-9]*.g]], %rev.loop.body.gather ]
; ONE-NEXT:  [[OPEN1:%gather.open[0-9]*]] = phi double [ 0x8000000000000000, %rev.loop ], [ [[S1:%gsum[0-9]*]], %rev.loop.body.gather ]
; the body's only access to the shadow of a: one read-modify-write, at a[i+1]
; ONE-NOT:   store double %m
; ONE:       [[S1]] = fadd double [[OPEN2]], {{%a[0-9]*.g}}
; ONE-NEXT:  [[S0:%gsum[0-9]*]] = fadd double [[OPEN1]], {{%d[0-9]*.g}}
; ONE-NEXT:  [[M:%gm[0-9]*]] = load double, ptr [[TOP:%d[0-9]*.re.g]], align 8
; ONE-NEXT:  [[M1:%gm[0-9]*]] = fadd double [[M]], [[S0]]
; ONE-NEXT:  store double [[M1]], ptr [[TOP]], align 8
; ONE-NEXT:  br i1 {{%first.*}}, label %rev.loop.body.flush, label %rev.loop.body.gather
; after the loop: the two elements still open, da[0] and da[1]
; ONE:       rev.loop.body.flush:
; ONE-NEXT:  [[F0:%gflush[0-9]*]] = getelementptr i8, ptr [[TOP]], i64 -16
; ONE:       fadd double {{%gflush[0-9]*}}, [[V0]]
; ONE:       [[F1:%gflush[0-9]*]] = getelementptr i8, ptr [[TOP]], i64 -8
; ONE:       fadd double {{%gflush[0-9]*}}, [[S1]]
; ONE:       br label %rev.dispatch
; the scatter form, where the check fails
; ONE:       rev.loop.body:
; ONE-COUNT-3: fadd double %m{{[0-9]+}}
; ONE:       br i1 %first, label %rev.dispatch, label %rev.loop.body

; TWO-LABEL: define internal void @reverse.heat2d.ddcc(
; three checks: the shadows of b's row, and of the rows above (+ny) and below (-ny)
; TWO:       mul i64 %ny, 8
; TWO:       mul i64 %ny, -8
; TWO:       br i1 {{%gchk[0-9]*}}, label %rev.cols.body.gather, label %rev.cols.body
; TWO:       rev.cols.body.gather:
; TWO-COUNT-2: phi double [ 0x8000000000000000, %rev.cols.o ]
; TWO:       [[M:%gm[0-9]*]] = load double, ptr [[TOP:%d[0-9]*.re[0-9]*.g]]
; TWO:       store double {{%gm[0-9]*}}, ptr [[TOP]]
; TWO-NEXT:  br i1 {{%first.*}}, label %rev.cols.body.flush, label %rev.cols.body.gather
; TWO:       rev.cols.body.flush:
; TWO-COUNT-2: getelementptr i8, ptr [[TOP]]

; KEEP-LABEL: define internal void @reverse.
; KEEP-NOT:  gather
; KEEP-NOT:  gchk
; KEEP:      ret void

define void @heat(ptr %a, ptr %b, i64 %n) {
entry:
  %m = add i64 %n, -1
  %e = icmp sgt i64 %m, 1
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %im = add nsw i64 %i, -1
  %ip = add nsw i64 %i, 1
  %pl = getelementptr inbounds double, ptr %a, i64 %im
  %pc = getelementptr inbounds double, ptr %a, i64 %i
  %pr = getelementptr inbounds double, ptr %a, i64 %ip
  %l = load double, ptr %pl, align 8
  %c = load double, ptr %pc, align 8
  %r = load double, ptr %pr, align 8
  %cc = fmul double %c, %c
  %t0 = fmul double %l, 2.5e-1
  %t1 = fmul double %cc, 5.0e-1
  %t2 = fmul double %r, 2.5e-1
  %s0 = fadd double %t0, %t1
  %s = fadd double %s0, %t2
  %pb = getelementptr inbounds double, ptr %b, i64 %i
  store double %s, ptr %pb, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %m
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @heat2d(ptr %a, ptr %b, i64 %nx, i64 %ny) {
entry:
  %mx = add i64 %nx, -1
  %my = add i64 %ny, -1
  %nny = sub i64 0, %ny
  %e = icmp sgt i64 %mx, 1
  %ey = icmp sgt i64 %my, 1
  %ee = and i1 %e, %ey
  br i1 %ee, label %rows, label %exit
rows:
  %i = phi i64 [ 1, %entry ], [ %i.next, %rows.end ]
  %off = mul i64 %i, %ny
  %c = getelementptr inbounds double, ptr %a, i64 %off
  %no = getelementptr inbounds double, ptr %c, i64 %nny
  %so = getelementptr inbounds double, ptr %c, i64 %ny
  %o = getelementptr inbounds double, ptr %b, i64 %off
  br label %cols
cols:
  %j = phi i64 [ 1, %rows ], [ %j.next, %cols ]
  %jm = add nsw i64 %j, -1
  %jp = add nsw i64 %j, 1
  %pw = getelementptr inbounds double, ptr %c, i64 %jm
  %pc = getelementptr inbounds double, ptr %c, i64 %j
  %pe = getelementptr inbounds double, ptr %c, i64 %jp
  %pn = getelementptr inbounds double, ptr %no, i64 %j
  %ps = getelementptr inbounds double, ptr %so, i64 %j
  %w = load double, ptr %pw, align 8
  %x = load double, ptr %pc, align 8
  %y = load double, ptr %pe, align 8
  %vn = load double, ptr %pn, align 8
  %vs = load double, ptr %ps, align 8
  %s1 = fadd double %w, %y
  %s2 = fadd double %vn, %vs
  %s3 = fadd double %s1, %s2
  %x4 = fmul double %x, -4.0
  %lap = fadd double %s3, %x4
  %xx = fmul double %x, %x
  %r = fmul double %xx, 5.0e-2
  %l1 = fmul double %lap, 1.0e-1
  %u1 = fadd double %x, %l1
  %u = fadd double %u1, %r
  %po = getelementptr inbounds double, ptr %o, i64 %j
  store double %u, ptr %po, align 8
  %j.next = add nuw nsw i64 %j, 1
  %jdone = icmp eq i64 %j.next, %my
  br i1 %jdone, label %rows.end, label %cols
rows.end:
  %i.next = add nuw nsw i64 %i, 1
  %idone = icmp eq i64 %i.next, %mx
  br i1 %idone, label %exit, label %rows
exit:
  ret void
}

define void @inplace(ptr %u, i64 %n) {
entry:
  %m = add i64 %n, -1
  %e = icmp sgt i64 %m, 1
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %im = add nsw i64 %i, -1
  %ip = add nsw i64 %i, 1
  %pl = getelementptr inbounds double, ptr %u, i64 %im
  %pc = getelementptr inbounds double, ptr %u, i64 %i
  %pr = getelementptr inbounds double, ptr %u, i64 %ip
  %l = load double, ptr %pl, align 8
  %c = load double, ptr %pc, align 8
  %r = load double, ptr %pr, align 8
  %cc = fmul double %c, %c
  %s0 = fadd double %l, %r
  %s = fadd double %s0, %cc
  store double %s, ptr %pc, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %m
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @shifted(ptr %a, ptr %b, i64 %n, i64 %k) {
entry:
  %m = add i64 %n, -1
  %e = icmp sgt i64 %m, 1
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %im = add nsw i64 %i, -1
  %ik = add nsw i64 %i, %k
  %pl = getelementptr inbounds double, ptr %a, i64 %im
  %pk = getelementptr inbounds double, ptr %a, i64 %ik
  %l = load double, ptr %pl, align 8
  %x = load double, ptr %pk, align 8
  %lx = fmul double %l, %x
  %pb = getelementptr inbounds double, ptr %b, i64 %i
  store double %lx, ptr %pb, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %m
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
