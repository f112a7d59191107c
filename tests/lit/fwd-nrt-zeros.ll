; np.zeros in a Numba kernel is an NRT allocation followed by a memset of its whole payload. The
; shadow MemInfos forward mode makes are zeroed once, by the memset's tangent, not also where they
; are allocated (with W lanes over a gradient, which zeroes every shadow array it allocates, that
; wrote W arrays twice per kernel temporary). An allocation no memset follows (np.empty) keeps
; its zeroing at allocation.
; RUN: %mpiad-opt %s --fn zeros --mode forward --width 2 --args dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn empty --mode forward --args dup,const -o - | filecheck %s --check-prefix=EMPTY

declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_decref(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @zeros(ptr %x, i64 %n) {
entry:
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
  %slot = getelementptr i8, ptr %mi, i64 24
  %data = load ptr, ptr %slot, align 8
  call void @llvm.memset.p0.i64(ptr %data, i8 0, i64 %n, i1 false)
  %v = load double, ptr %x
  %h = fmul double %v, %v
  store double %h, ptr %data
  %r = load double, ptr %data
  store double %r, ptr %x
  call void @NRT_decref(ptr %mi)
  ret void
}

; CHECK-LABEL: define void @fwddiffe2_zeros(
; CHECK: %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
; CHECK-NEXT: %[[S0:.+]] = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
; CHECK-NEXT: %[[S1:.+]] = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
; CHECK-NOT: memset
; CHECK: %[[Q0:.+]] = getelementptr i8, ptr %[[S0]], i64 24
; CHECK-NEXT: %[[Q1:.+]] = getelementptr i8, ptr %[[S1]], i64 24
; CHECK: %[[P0:.+]] = load ptr, ptr %[[Q0]], align 8
; CHECK-NEXT: %[[P1:.+]] = load ptr, ptr %[[Q1]], align 8
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %data, i8 0, i64 %n, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[P0]], i8 0, i64 %n, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[P1]], i8 0, i64 %n, i1 false)
; CHECK-NOT: memset
; CHECK: ret void

define void @empty(ptr %x, i64 %n) {
entry:
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
  %slot = getelementptr i8, ptr %mi, i64 24
  %data = load ptr, ptr %slot, align 8
  %v = load double, ptr %x
  store double %v, ptr %data
  %r = load double, ptr %data
  store double %r, ptr %x
  call void @NRT_decref(ptr %mi)
  ret void
}

; EMPTY-LABEL: define void @fwddiffe_empty(
; EMPTY: %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
; EMPTY-NEXT: %[[S:.+]] = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
; EMPTY-NEXT: %[[SLOT:.+]] = getelementptr i8, ptr %[[S]], i64 24
; EMPTY-NEXT: %[[P:.+]] = load ptr, ptr %[[SLOT]], align 8
; EMPTY-NEXT: call void @llvm.memset.p0.i64(ptr %[[P]], i8 0, i64 %n, i1 false)
; EMPTY-NOT: memset
; EMPTY: ret void
