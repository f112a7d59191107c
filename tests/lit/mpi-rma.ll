; One-sided communication (MPICH ABI): a window over an array of the function (its memory is
; active: other ranks write it at fences), MPI_Put of an argument into a neighbour's window, a
; fence, a load of the window. Forward mode: every window call goes through the runtime with the
; origin buffer's and the window memory's shadows (the runtime repeats each on shadow windows).
; Reverse mode: the augmented sweep records the window and each fence (the epoch's operations
; are recorded by the runtime, with the origin's adjoint); the reverse of each fence replays
; its epoch's adjoints, the reverse of MPI_Put itself does nothing, and the load of window
; memory after the fence is taped, never reloaded (the fence may write any memory). With
; MPI_Win_allocate the runtime writes the shadow memory's address through baseptr's shadow.
; MPI_Win_sync goes through the runtime (the shadow windows synced beside; in reverse mode its
; record mirrored); MPI_Compare_and_swap on MPI_INT through the runtime's check, no derivative.
; Refused: window memory in an argument marked constant; MPI_Win_sync in reverse mode in a module
; that locks a window (passive target: tests/lit/mpi-rma-passive.ll); MPI_Compare_and_swap on
; MPI_DOUBLE; MPI_Accumulate with MPI_PROD (MIN and MAX
; in tests/lit/mpi-rma-minmax.ll), Fortran's MPI_WIN_ALLOCATE under --fn (the Enzyme interface
; lowers it: tests/integration/enzyme_src/surface.f90), second derivatives.
; RUN: %mpiad-opt %s --fn put --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn put --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn alloc --mode forward --width 2 --args dup,const -o - | filecheck --check-prefix=ALLOC %s
; RUN: not %mpiad-opt %s --fn put --mode hvp --args dup,const 2> %t.hvp
; RUN: filecheck --check-prefix=HVP --input-file %t.hvp %s
; RUN: not %mpiad-opt %s --fn fortran --mode forward --args dup,const,const,const,const,const 2> %t.f
; RUN: filecheck --check-prefix=FORTRAN --input-file %t.f %s
; RUN: not %mpiad-opt %s --fn constwin --mode reverse --args dup,const,const 2> %t.cw
; RUN: filecheck --check-prefix=CONST --input-file %t.cw %s
; RUN: %mpiad-opt %s --fn sync --mode forward --args dup,const -o - | filecheck --check-prefix=SYNC %s
; RUN: %mpiad-opt %s --fn sync --mode reverse --args dup,const -o - | filecheck --check-prefix=SYNCREV %s
; RUN: %mpiad-opt %s --fn casi --mode reverse --args dup,const -o - | filecheck --check-prefix=CASI %s
; RUN: not %mpiad-opt %s --fn casd --mode forward --args dup,const 2> %t.casd
; RUN: filecheck --check-prefix=CASD --input-file %t.casd %s
; RUN: not %mpiad-opt %s --fn accmax --mode forward --args dup,const 2> %t.max
; RUN: filecheck --check-prefix=MAX --input-file %t.max %s

declare void @mpi_win_allocate_(ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare i32 @MPI_Win_allocate(i64, i32, i32, i32, ptr, ptr)
declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_fence(i32, i32)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_sync(i32)
declare i32 @MPI_Compare_and_swap(ptr, ptr, ptr, i32, i32, i64, i32)
declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)
declare i32 @MPI_Accumulate(ptr, i32, i32, i32, i64, i32, i32, i32, i32)

define double @put(ptr %x, i32 %comm) {
entry:
  %w = alloca [2 x double]
  %win = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 16, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 1275070475, i32 0, i64 1, i32 1, i32 1275070475, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %p = getelementptr double, ptr %w, i64 1
  %v = load double, ptr %p
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_put(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_win_create(ptr %w, ptr %{{.+}}, i32 1, i64 16, i32 8, i32 469762048, i32 %comm, ptr %win)
; FWD: call i32 @__mpiad_fwd_win_fence(i32 0, i32 %h)
; FWD: call i32 @__mpiad_fwd_put(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i64 1, i32 1, i32 1275070475, i32 %h)
; FWD: call i32 @__mpiad_fwd_win_fence(i32 0, i32 %h)
; FWD: call i32 @__mpiad_fwd_win_free(ptr %win)
; FWD-NOT: call i32 @MPI_
; FWD: ret double

; REV-LABEL: define internal double @augmented.put.dc(
; REV: %[[W:.+]] = call ptr @__mpiad_aug_win_create(ptr %w, ptr %{{.+}}, i64 16, i32 8, i32 469762048, i32 %comm, ptr %win)
; REV: %[[F1:.+]] = call ptr @__mpiad_aug_win_fence(i32 0, i32 %h)
; REV: call void @__mpiad_aug_put(ptr %x, ptr %x.d, i32 1, i32 1275070475, i32 0, i64 1, i32 1, i32 1275070475, i32 %h)
; REV: %[[F2:.+]] = call ptr @__mpiad_aug_win_fence(i32 0, i32 %h)
; REV: %v = load double
; REV: %[[FR:.+]] = call ptr @__mpiad_aug_win_free(ptr %win)
; REV: store double %v, ptr
; REV-LABEL: define internal void @reverse.put.dc(
; REV: call void @__mpiad_rev_win_free(ptr %[[FR]].rev)
; REV: call void @__mpiad_rev_win_fence(ptr %[[F2]].rev)
; REV-NOT: @__mpiad_{{.*}}put
; REV: call void @__mpiad_rev_win_fence(ptr %[[F1]].rev)
; REV: call void @__mpiad_rev_win_create(ptr %[[W]].rev)

; HVP: error: in @put: second derivatives (forward mode over a gradient) of MPI_Win_{{[a-z]+}} are not supported

; MPI_Win_allocate: the runtime writes the shadow memory's address (one a lane) through the
; shadow of %base, where the load of the window's address finds its shadow
define double @alloc(ptr %x, i32 %comm) {
entry:
  %base = alloca ptr
  %win = alloca i32
  call i32 @MPI_Win_allocate(i64 8, i32 8, i32 469762048, i32 %comm, ptr %base, ptr %win)
  %h = load i32, ptr %win
  %p = load ptr, ptr %base
  %a = load double, ptr %x
  store double %a, ptr %p
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Accumulate(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395011, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %p
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; ALLOC-LABEL: define void @fwddiffe2_alloc(
; ALLOC: %[[S:.+]] = alloca [2 x ptr]
; ALLOC: %base.shadow = alloca ptr
; ALLOC: %base.shadow1 = alloca ptr
; ALLOC: store ptr %base.shadow, ptr %[[S]]
; ALLOC: store ptr %base.shadow1, ptr
; ALLOC: call i32 @__mpiad_fwd_win_allocate(i64 8, i32 8, i32 469762048, i32 %comm, ptr %base, ptr %[[S]], i32 2, ptr %win)
; ALLOC: %p = load ptr, ptr %base
; ALLOC: %[[D0:.+]] = load ptr, ptr %base.shadow,
; ALLOC: %[[D1:.+]] = load ptr, ptr %base.shadow1,
; ALLOC: store double %a, ptr %p
; ALLOC: store double %{{.+}}, ptr %[[D0]]
; ALLOC: call i32 @__mpiad_fwd_accumulate(ptr %x, ptr %{{.+}}, i32 2, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395011, i32 %h)

; Fortran's MPI_WIN_ALLOCATE reaching the pass as it is (--fn: only the Enzyme interface lowers
; Fortran's binding to the C call)
define double @fortran(ptr %x, ptr %size, ptr %unit, ptr %info, ptr %comm, ptr %win) {
entry:
  %base = alloca i64
  %e = alloca i32
  call void @mpi_win_allocate_(ptr %size, ptr %unit, ptr %info, ptr %comm, ptr %base, ptr %win, ptr %e)
  %v = load double, ptr %x
  ret double %v
}

; FORTRAN: error: mpi_win_allocate_ is Fortran's MPI binding: differentiate Fortran through the Enzyme interface

; window memory in an argument marked constant: its derivative would be dropped
define double @constwin(ptr %x, ptr %w, i32 %comm) {
entry:
  %win = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %w
  %a = load double, ptr %x
  %r = fmul double %v, %a
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; CONST: error: in @constwin: active data is stored into the memory of argument %w, which is marked constant ({{.*}}); mark %w Duplicated (enzyme_dup) so it gets a shadow; MPI_Win_create exposes it to other ranks' MPI_Put / MPI_Accumulate

define double @sync(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 %h)
  call i32 @MPI_Win_sync(i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %w
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; SYNC-LABEL: define double @fwddiffe_sync(
; SYNC: call i32 @__mpiad_fwd_win_sync(i32 %h)
; SYNCREV: call ptr @__mpiad_aug_win_sync(i32 %h)
; SYNCREV: call void @__mpiad_rev_win_passive(

define double @casi(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %c = alloca i32
  %o = alloca i32
  %r = alloca i32
  %win = alloca i32
  %wi = alloca i32
  %iwin = alloca i32
  store i32 1, ptr %o
  store i32 0, ptr %c
  store i32 0, ptr %wi
  call i32 @MPI_Win_create(ptr %wi, i64 4, i32 4, i32 469762048, i32 %comm, ptr %iwin)
  %ih = load i32, ptr %iwin
  call i32 @MPI_Win_fence(i32 0, i32 %ih)
  call i32 @MPI_Compare_and_swap(ptr %o, ptr %c, ptr %r, i32 1275069445, i32 0, i64 0, i32 %ih)
  call i32 @MPI_Win_fence(i32 0, i32 %ih)
  %got = load i32, ptr %r
  %f = sitofp i32 %got to double
  %xv = load double, ptr %x
  %y = fmul double %f, %xv
  call i32 @MPI_Win_free(ptr %iwin)
  ret double %y
}

; CASI: call i32 @__mpiad_compare_and_swap(ptr %o, ptr %c, ptr %r, i32 1275069445, i32 0, i64 0, i32 %ih)

define double @casd(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %r = alloca double
  %win = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Compare_and_swap(ptr %x, ptr %x, ptr %r, i32 1275070475, i32 0, i64 0, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %r
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; CASD: error: in @casd: MPI_Compare_and_swap on floating-point data ({{.*}}): MPI allows compare-and-swap on integer, logical and byte datatypes only

define double @accmax(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Accumulate(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395012, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %w
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; MAX: error: in @accmax: MPI_Accumulate with MPI_PROD ({{.*}}): mpiad differentiates MPI_Accumulate with MPI_SUM, MPI_REPLACE, MPI_MIN and MPI_MAX only
