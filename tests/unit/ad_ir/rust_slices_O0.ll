; ModuleID = 'rust_slices.6a39b2a20befe61b-cgu.0'
source_filename = "rust_slices.6a39b2a20befe61b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_66decb206cc790f4c5da38fd8d19ae5a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/enumerate.rs\00", align 1
@alloc_da75e79ea4900be5811e6318d0bc905d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_66decb206cc790f4c5da38fd8d19ae5a, [16 x i8] c"[\00\00\00\00\00\00\00R\00\00\00\09\00\00\00" }>, align 8
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_dc8d911bd73040d59f44e9038db58892 = private unnamed_addr constant [15 x i8] c"rust_slices.rs\00", align 1
@alloc_01ee7e2a1bb71b6bfdf36ca585d1948f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00-\00\00\00(\00\00\00" }>, align 8
@alloc_8982b3e73432a1b949a1be50d9bc7da5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00-\00\00\00/\00\00\00" }>, align 8
@alloc_824669accf1469f2201a98ee1b32084b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\003\00\00\00\16\00\00\00" }>, align 8
@alloc_7c001eb9a2410318aed90e85fc06464f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\003\00\00\00 \00\00\00" }>, align 8
@alloc_9b609a6481cda58a4cbd4f145d9f27df = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\1B\00\00\00\22\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_d0b5540d38aa67683bd942cb6db4a43b = private unnamed_addr constant [28 x i8] c"window size must be non-zero", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_5c1a2f972552229672fc942406cfc298 = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts_mut requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@alloc_31e0c595875695c77fd2f54110592d27 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00Q\05\00\00\1D\00\00\00" }>, align 8
@alloc_b2f28986b414e660fff9151eee01a1b2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00P\05\00\00#\00\00\00" }>, align 8
@anon.418e76f90caa99e130b145d7988ec5a5.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@alloc_d4a417fba17680a3aa80458d61fdca10 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\19\00\00\00\16\00\00\00" }>, align 8
@alloc_dd2865f8089c76e4322258d4a247766b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\1A\00\00\00\16\00\00\00" }>, align 8
@alloc_b3775933904aad12fc8e198ba6080fcd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00+\00\00\00\16\00\00\00" }>, align 8
@alloc_36082410ba89437c34b9c7697ad121ca = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00-\00\00\00\14\00\00\00" }>, align 8
@alloc_7893c062d1bc70d532e5efa40e04eb5e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\0C\00\00\00\17\00\00\00" }>, align 8
@alloc_0e6b9a9af71048fd9021611091da4b24 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\0D\00\00\00\17\00\00\00" }>, align 8
@alloc_77341dfce63f0c0488640c20139e436c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\10\00\00\00\15\00\00\00" }>, align 8
@alloc_55db075b83ba540882b6a213602770c3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\10\00\00\00\1D\00\00\00" }>, align 8
@alloc_05cc5e390a16cd0e31a9564deee5aca6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\10\00\00\00\09\00\00\00" }>, align 8
@alloc_2644b8c34ad186fdded19f0c6798452a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\11\00\00\00\0E\00\00\00" }>, align 8
@alloc_798047ccd20ee020962493854a6d21d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\009\00\00\00\16\00\00\00" }>, align 8
@alloc_79e6c3875708b101d47808e36c8e858a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00;\00\00\00\16\00\00\00" }>, align 8
@alloc_88c3b0d23dd4da5cf7483880b33885db = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00?\00\00\00\15\00\00\00" }>, align 8
@alloc_a5455c4f588a33604c081adfa001555a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00<\00\00\001\00\00\00" }>, align 8
@alloc_0fdd92237bf225039298f74a3118c257 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00<\00\00\00!\00\00\00" }>, align 8
@alloc_eb090b59cfbe95496cedc73573793c5d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00<\00\00\00\1F\00\00\00" }>, align 8
@alloc_67faf8a590b0890c369dc7ad162c7234 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00=\00\00\00\1C\00\00\00" }>, align 8
@alloc_9c1ddb984eda8d782de30cc7c3a845d8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00!\00\00\00\16\00\00\00" }>, align 8
@alloc_6d84145d69f41062d40c4c5c7bdcc5c8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00\22\00\00\00\18\00\00\00" }>, align 8
@alloc_8dcb3613f8d258bfd922cfbe8dac1c0b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00#\00\00\00\11\00\00\00" }>, align 8
@alloc_23e260b8fc90c0112757dc82ad110f4a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00\14\00\00\00" }>, align 8
@alloc_eed2d016e3fc7c1fd9f9192a6a6e87e7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00\12\00\00\00" }>, align 8
@alloc_07933dceddb81e36c4564d412edc1ab9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00#\00\00\00" }>, align 8
@alloc_8695f489326717c563e57cdf89cb74a2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00,\00\00\00" }>, align 8
@alloc_eecfd06719ec716014a7dfdff98e86e3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00*\00\00\00" }>, align 8
@alloc_aac0a50a00c6064bff38ab5fc7598f5b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_dc8d911bd73040d59f44e9038db58892, [16 x i8] c"\0E\00\00\00\00\00\00\00$\00\00\00\09\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h49eb267509d13a73E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17hf93027c2df17deffE(ptr align 8 %_4, double %init) #11
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5118eb4a820712fbE"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [48 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 48, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdef07e5708a701edE"(ptr align 8 %_4, double %init) #11
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7b6f4565818f718bE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5622703331b8719cE"(ptr %self.0, ptr %self.1, double %init) #11
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h80613d4f553fe6d4E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4.0 = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_4.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %f = load ptr, ptr %1, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E"(ptr %_4.0, ptr %_4.1, double %init, ptr align 8 %f) #11
  ret double %_0
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdef07e5708a701edE"(ptr align 8 %self, double %init) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  %_0 = call double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hea720667ab52edb7E"(ptr align 8 %self, double %init) #11
  ret double %_0
}

; <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::index_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h333280835b00df51E"(i64 %self.0, i64 %self.1, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = alloca [16 x i8], align 8
  %_13 = icmp ult i64 %self.1, %self.0
  br i1 %_13, label %bb4, label %bb5

bb5:                                              ; preds = %start
  %_14 = sub nuw i64 %self.1, %self.0
  %1 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %_14, ptr %1, align 8
  store i64 1, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_3, i64 8
  %new_len = load i64, ptr %2, align 8
  %_7 = icmp ule i64 %self.1, %slice.1
  br i1 %_7, label %bb1, label %bb2

bb4:                                              ; preds = %start
  br label %bb3

bb2:                                              ; preds = %bb5
  br label %bb3

bb1:                                              ; preds = %bb5
  %_16 = getelementptr inbounds nuw double, ptr %slice.0, i64 %self.0
  %3 = insertvalue { ptr, i64 } poison, ptr %_16, 0
  %4 = insertvalue { ptr, i64 } %3, i64 %new_len, 1
  ret { ptr, i64 } %4

bb3:                                              ; preds = %bb4, %bb2
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 %self.0, i64 %self.1, i64 %slice.1, ptr align 8 %0) #12
  unreachable
}

; <core::ops::range::RangeTo<usize> as core::slice::index::SliceIndex<[T]>>::index_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN108_$LT$core..ops..range..RangeTo$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h7e825b0f0efd7bfaE"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
; call <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::index_mut
  %1 = call { ptr, i64 } @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h333280835b00df51E"(i64 0, i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) #11
  %_0.0 = extractvalue { ptr, i64 } %1, 0
  %_0.1 = extractvalue { ptr, i64 } %1, 1
  %2 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_0.1, 1
  ret { ptr, i64 } %3
}

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
define { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2422cd54d096fa75E"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %self1 = alloca [8 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h80998b655d7e30f8E"(ptr align 8 %self) #11
  store ptr %1, ptr %self1, align 8
  %2 = load ptr, ptr %self1, align 8
  %3 = ptrtoint ptr %2 to i64
  %4 = icmp eq i64 %3, 0
  %_12 = select i1 %4, i64 0, i64 1
  %5 = trunc nuw i64 %_12 to i1
  br i1 %5, label %bb8, label %bb7

bb8:                                              ; preds = %start
  %v = load ptr, ptr %self1, align 8
  store ptr %v, ptr %_3, align 8
  %val = load ptr, ptr %_3, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 16
  %i = load i64, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %self, i64 16
  %8 = load i64, ptr %7, align 8
  %_9.0 = add i64 %8, 1
  %_9.1 = icmp ult i64 %_9.0, %8
  br i1 %_9.1, label %panic, label %bb3

bb7:                                              ; preds = %start
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr null, ptr %9, align 8
  br label %bb4

bb4:                                              ; preds = %bb3, %bb7
  %10 = load i64, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = insertvalue { i64, ptr } poison, i64 %10, 0
  %14 = insertvalue { i64, ptr } %13, ptr %12, 1
  ret { i64, ptr } %14

bb3:                                              ; preds = %bb8
  %15 = getelementptr inbounds i8, ptr %self, i64 16
  store i64 %_9.0, ptr %15, align 8
  store i64 %i, ptr %_0, align 8
  %16 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %val, ptr %16, align 8
  br label %bb4

panic:                                            ; preds = %bb8
; invoke core::panicking::panic_const::panic_const_add_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_da75e79ea4900be5811e6318d0bc905d) #13
          to label %unreachable unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

cleanup:                                          ; preds = %panic
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  %24 = extractvalue { ptr, i32 } %22, 1
  store ptr %23, ptr %0, align 8
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %24, ptr %25, align 8
  br label %bb5

unreachable:                                      ; preds = %panic
  unreachable

bb2:                                              ; No predecessors!
  unreachable
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h2aa9e5c793f01601E"(ptr align 8 %self, i64 %idx) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %idx1 = add i64 %_4, %idx
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_5 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hf058a97bb0d525c4E"(ptr align 8 %self, i64 %idx1) #11
  %_8 = getelementptr inbounds i8, ptr %self, i64 16
; invoke <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_7 = invoke align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hf058a97bb0d525c4E"(ptr align 8 %_8, i64 %idx1)
          to label %bb2 unwind label %cleanup

bb3:                                              ; preds = %cleanup
  %2 = load ptr, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = insertvalue { ptr, i32 } poison, ptr %2, 0
  %6 = insertvalue { ptr, i32 } %5, i32 %4, 1
  resume { ptr, i32 } %6

cleanup:                                          ; preds = %start
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  store ptr %8, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %9, ptr %10, align 8
  br label %bb3

bb2:                                              ; preds = %start
  %11 = insertvalue { ptr, ptr } poison, ptr %_5, 0
  %12 = insertvalue { ptr, ptr } %11, ptr %_7, 1
  ret { ptr, ptr } %12
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
; Function Attrs: nonlazybind uwtable
define void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h9a157a7a5b1bb534E"(ptr sret([48 x i8]) align 8 %_0, ptr %0, ptr %1, ptr %2, ptr %3) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %b = alloca [16 x i8], align 8
  %a = alloca [16 x i8], align 8
  store ptr %0, ptr %a, align 8
  %5 = getelementptr inbounds i8, ptr %a, i64 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %b, align 8
  %6 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %3, ptr %6, align 8
; invoke core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v1 = invoke i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h53ca857c609069d0E(ptr align 8 %a)
          to label %bb1 unwind label %cleanup

bb3:                                              ; preds = %cleanup
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

cleanup:                                          ; preds = %bb2, %bb1, %start
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  store ptr %13, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %14, ptr %15, align 8
  br label %bb3

bb1:                                              ; preds = %start
; invoke core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v2 = invoke i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h53ca857c609069d0E(ptr align 8 %b)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
; invoke core::cmp::Ord::min
  %len = invoke i64 @_ZN4core3cmp3Ord3min17h5460074ff354acf8E(i64 %v1, i64 %v2)
          to label %bb6 unwind label %cleanup

bb6:                                              ; preds = %bb2
  %_8.0 = load ptr, ptr %a, align 8
  %16 = getelementptr inbounds i8, ptr %a, i64 8
  %_8.1 = load ptr, ptr %16, align 8
  %_9.0 = load ptr, ptr %b, align 8
  %17 = getelementptr inbounds i8, ptr %b, i64 8
  %_9.1 = load ptr, ptr %17, align 8
  store ptr %_8.0, ptr %_0, align 8
  %18 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_8.1, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %_9.0, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %_9.1, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 0, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %_0, i64 40
  store i64 %len, ptr %22, align 8
  ret void
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17hea720667ab52edb7E"(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_19 = alloca [1 x i8], align 1
  %_18 = alloca [1 x i8], align 1
  %_14 = alloca [24 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_19, align 1
  store double %init, ptr %accum, align 8
; invoke <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
  invoke void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17he1126b2079891094E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self)
          to label %bb1 unwind label %cleanup

bb13:                                             ; preds = %bb10, %bb11, %cleanup
  %1 = load i8, ptr %_19, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb12, label %bb7

cleanup:                                          ; preds = %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb13

bb1:                                              ; preds = %start
  %len = load i64, ptr %_6, align 8
  store i64 0, ptr %iter, align 8
  %7 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %len, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb4, %bb1
  %_25 = load i64, ptr %iter, align 8
  %8 = getelementptr inbounds i8, ptr %iter, i64 8
  %_26 = load i64, ptr %8, align 8
  %_20 = icmp ult i64 %_25, %_26
  br i1 %_20, label %bb14, label %bb15

bb15:                                             ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb5

bb14:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8
  br label %bb16

bb5:                                              ; preds = %bb15
  ret double %_0

bb16:                                             ; preds = %bb14
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h996527c0d53a5703E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb17

bb17:                                             ; preds = %bb16
  %_24 = add nuw i64 %old, 1
  store i64 %_24, ptr %iter, align 8
  %9 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %old, ptr %9, align 8
  store i64 1, ptr %_9, align 8
  %10 = getelementptr inbounds i8, ptr %_9, i64 8
  %i = load i64, ptr %10, align 8
  store i8 0, ptr %_19, align 1
  store i8 1, ptr %_18, align 1
  %_15 = load double, ptr %accum, align 8
; invoke <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
  %11 = invoke { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h2aa9e5c793f01601E"(ptr align 8 %self, i64 %i)
          to label %bb3 unwind label %cleanup1

bb11:                                             ; preds = %cleanup1
  %12 = load i8, ptr %_18, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb10, label %bb13

cleanup1:                                         ; preds = %bb3, %bb17
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  store ptr %15, ptr %0, align 8
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %16, ptr %17, align 8
  br label %bb11

bb3:                                              ; preds = %bb17
  %_16.0 = extractvalue { ptr, ptr } %11, 0
  %_16.1 = extractvalue { ptr, ptr } %11, 1
  store i8 0, ptr %_18, align 1
  store double %_15, ptr %_14, align 8
  %18 = getelementptr inbounds i8, ptr %_14, i64 8
  store ptr %_16.0, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %_16.1, ptr %19, align 8
  %20 = load double, ptr %_14, align 8
  %21 = getelementptr inbounds i8, ptr %_14, i64 8
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = load ptr, ptr %23, align 8
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_12 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8c32d68226c50083E"(ptr align 1 %f, double %20, ptr align 8 %22, ptr align 8 %24)
          to label %bb4 unwind label %cleanup1

bb4:                                              ; preds = %bb3
  store double %_12, ptr %accum, align 8
  br label %bb2

bb10:                                             ; preds = %bb11
  br label %bb13

bb7:                                              ; preds = %bb12, %bb13
  br label %bb8

bb12:                                             ; preds = %bb13
  br label %bb7

bb8:                                              ; preds = %bb7
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17he1126b2079891094E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 40
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %_2 = sub i64 %_3, %_4
  store i64 %_2, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %_2, ptr %3, align 8
  ret void
}

; rust_slices::path_energy::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN11rust_slices11path_energy28_$u7b$$u7b$closure$u7d$$u7d$17h47e6b403ca25f894E"(ptr align 1 %_1, ptr align 8 %v) unnamed_addr #1 {
start:
  %_3 = load double, ptr %v, align 8
; call std::f64::<impl f64>::tanh
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4tanh17h74a1cb879b358fb7E"(double %_3) #11
  ret double %_0
}

; rust_slices::path_energy::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN11rust_slices11path_energy28_$u7b$$u7b$closure$u7d$$u7d$17he20f5de052d9dd46E"(ptr align 1 %_1, ptr align 8 %w.0, i64 %w.1) unnamed_addr #1 {
start:
  %_7 = icmp ult i64 1, %w.1
  br i1 %_7, label %bb1, label %panic

bb1:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %w.0, i64 1
  %_4 = load double, ptr %0, align 8
  %_11 = icmp ult i64 0, %w.1
  br i1 %_11, label %bb2, label %panic1

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 1, i64 %w.1, ptr align 8 @alloc_01ee7e2a1bb71b6bfdf36ca585d1948f) #12
  unreachable

bb2:                                              ; preds = %bb1
  %1 = getelementptr inbounds nuw double, ptr %w.0, i64 0
  %_8 = load double, ptr %1, align 8
  %_3 = fsub double %_4, %_8
; call std::f64::<impl f64>::powi
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17h4c023bcec752993aE"(double %_3, i32 2) #11
  ret double %_0

panic1:                                           ; preds = %bb1
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 0, i64 %w.1, ptr align 8 @alloc_8982b3e73432a1b949a1be50d9bc7da5) #12
  unreachable
}

; rust_slices::scaled_norm
; Function Attrs: noinline nonlazybind uwtable
define internal double @_ZN11rust_slices11scaled_norm17h7077d241743cb59eE(ptr align 8 %v.0, i64 %v.1, double %0) unnamed_addr #2 {
start:
  %_4 = alloca [24 x i8], align 8
  %k = alloca [8 x i8], align 8
  store double %0, ptr %k, align 8
; call core::slice::<impl [T]>::iter
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h49cfc10b4292fd5dE"(ptr align 8 %v.0, i64 %v.1) #11
  %_5.0 = extractvalue { ptr, ptr } %1, 0
  %_5.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17hdff279cd4272ee5fE(ptr sret([24 x i8]) align 8 %_4, ptr %_5.0, ptr %_5.1, ptr align 8 %k) #11
; call core::iter::traits::iterator::Iterator::sum
  %_3 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h3d68dfd07a5caad1E(ptr align 8 %_4)
; call std::f64::<impl f64>::sqrt
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h3e0b5b5ee0d2b0efE"(double %_3) #11
  ret double %_0
}

; rust_slices::scaled_norm::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN11rust_slices11scaled_norm28_$u7b$$u7b$closure$u7d$$u7d$17h63670f4e55a61b06E"(ptr align 8 %_1, ptr align 8 %a) unnamed_addr #1 {
start:
  %_7 = load ptr, ptr %_1, align 8
  %_4 = load double, ptr %_7, align 8
; call <f64 as core::ops::arith::Mul<&f64>>::mul
  %_3 = call double @"_ZN60_$LT$f64$u20$as$u20$core..ops..arith..Mul$LT$$RF$f64$GT$$GT$3mul17h224393a5dab2c982E"(double %_4, ptr align 8 %a, ptr align 8 @alloc_824669accf1469f2201a98ee1b32084b) #11
  %_8 = load ptr, ptr %_1, align 8
  %_6 = load double, ptr %_8, align 8
; call <f64 as core::ops::arith::Mul<&f64>>::mul
  %_5 = call double @"_ZN60_$LT$f64$u20$as$u20$core..ops..arith..Mul$LT$$RF$f64$GT$$GT$3mul17h224393a5dab2c982E"(double %_6, ptr align 8 %a, ptr align 8 @alloc_7c001eb9a2410318aed90e85fc06464f) #11
  %_0 = fmul double %_3, %_5
  ret double %_0
}

; rust_slices::dot_zip::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN11rust_slices7dot_zip28_$u7b$$u7b$closure$u7d$$u7d$17h9444194d3ce6fd0bE"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
  %_6 = load double, ptr %_2.1, align 8
; call std::f64::<impl f64>::sin
  %_5 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17hfeb1baca5afaef07E"(double %_6) #11
; call <&f64 as core::ops::arith::Mul<f64>>::mul
  %_0 = call double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$LT$f64$GT$$GT$3mul17hd4c37ba794401312E"(ptr align 8 %_2.0, double %_5, ptr align 8 @alloc_9b609a6481cda58a4cbd4f145d9f27df) #11
  ret double %_0
}

; std::f64::<impl f64>::exp
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h61687e77585ee090E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.exp.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sin
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17hfeb1baca5afaef07E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sin.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::powi
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17h4c023bcec752993aE"(double %self, i32 %n) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.powi.f64.i32(double %self, i32 %n)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h3e0b5b5ee0d2b0efE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::tanh
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4tanh17h74a1cb879b358fb7E"(double %self) unnamed_addr #1 {
start:
  %_0 = call double @tanh(double %self) #15
  ret double %_0
}

; std::f64::<impl f64>::sin_cos
; Function Attrs: inlinehint nonlazybind uwtable
define internal { double, double } @"_ZN3std3f6421_$LT$impl$u20$f64$GT$7sin_cos17hfda80ecc1ca9ed65E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = alloca [8 x i8], align 8
  %2 = call double @llvm.sin.f64(double %self)
  store double %2, ptr %1, align 8
  %_2 = load double, ptr %1, align 8
  %3 = call double @llvm.cos.f64(double %self)
  store double %3, ptr %0, align 8
  %_3 = load double, ptr %0, align 8
  %4 = insertvalue { double, double } poison, double %_2, 0
  %5 = insertvalue { double, double } %4, double %_3, 1
  ret { double, double } %5
}

; <usize as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h2629a044089caf74E"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h996527c0d53a5703E"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; core::cmp::Ord::min
; Function Attrs: inlinehint nonlazybind uwtable
define i64 @_ZN4core3cmp3Ord3min17h5460074ff354acf8E(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
  %_3.i = load i64, ptr %other, align 8
  %_4.i = load i64, ptr %self, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br label %bb1

bb5:                                              ; preds = %cleanup
  br label %bb8

cleanup:                                          ; No predecessors!
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %7 = load i64, ptr %self, align 8
  store i64 %7, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  %8 = load i64, ptr %other, align 8
  store i64 %8, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %9 = load i64, ptr %_0, align 8
  ret i64 %9

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_6, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i32, ptr %13, align 8
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h996527c0d53a5703E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #3 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nonlazybind uwtable
define zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h51c7e282212a665bE"(ptr %self, i64 %align) unnamed_addr #1 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = call i64 @llvm.ctpop.i64(i64 %align)
  %2 = trunc i64 %1 to i32
  store i32 %2, ptr %0, align 4
  %_8 = load i32, ptr %0, align 4
  %3 = icmp eq i32 %_8, 1
  br i1 %3, label %bb1, label %bb2

bb1:                                              ; preds = %start
  %_6 = ptrtoint ptr %self to i64
  %_7 = sub i64 %align, 1
  %_5 = and i64 %_6, %_7
  %_0 = icmp eq i64 %_5, 0
  ret i1 %_0

bb2:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #12
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h011db55ae906cda0E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #3 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nonlazybind uwtable
define { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h707e50516fe207e7E"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h0d4c05180d93683eE"(ptr align 8 %self) #11
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h2f9307b0ba7a6408E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator3map17h32c6aedafa7f96ffE(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator3map17hcf8ab63bfef96858E(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator3map17hdff279cd4272ee5fE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %f, ptr %1, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17h3d68dfd07a5caad1E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h42a49d8eca3fb5aaE"(ptr align 8 %self)
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17hc0e3012212abd323E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hc86deca66ea400e9E"(ptr %self.0, ptr %self.1)
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17he58e369788c011c6E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf87e62156f8b9c1dE"(ptr align 8 %self)
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator3sum17hfadc2c36213ea18cE(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hd8345af9ddca6ebbE"(ptr align 8 %self)
  ret double %_0
}

; core::iter::traits::iterator::Iterator::zip
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator3zip17h13d9a666839c9d7cE(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %other.0, i64 %other.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_5 = alloca [1 x i8], align 1
  store i8 1, ptr %_5, align 1
; invoke core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
  %1 = invoke { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17h5ad54ad06a832426E"(ptr align 8 %other.0, i64 %other.1)
          to label %bb1 unwind label %cleanup

bb4:                                              ; preds = %cleanup
  %2 = load i8, ptr %_5, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb3, label %bb2

cleanup:                                          ; preds = %bb1, %start
  %4 = landingpad { ptr, i32 }
          cleanup
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  store ptr %5, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %6, ptr %7, align 8
  br label %bb4

bb1:                                              ; preds = %start
  %b.0 = extractvalue { ptr, ptr } %1, 0
  %b.1 = extractvalue { ptr, ptr } %1, 1
  store i8 0, ptr %_5, align 1
; invoke <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
  invoke void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h9a157a7a5b1bb534E"(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr %b.0, ptr %b.1)
          to label %bb5 unwind label %cleanup

bb5:                                              ; preds = %bb1
  ret void

bb2:                                              ; preds = %bb3, %bb4
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb3:                                              ; preds = %bb4
  br label %bb2
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @_ZN4core4iter6traits8iterator8Iterator4fold17hf93027c2df17deffE(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_11 = alloca [24 x i8], align 8
  %_5 = alloca [16 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_13, align 1
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; invoke <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::next
  %1 = invoke { ptr, i64 } @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha70b44b86951775fE"(ptr align 8 %self)
          to label %bb2 unwind label %cleanup

bb12:                                             ; preds = %cleanup
  %2 = load i8, ptr %_13, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb11, label %bb8

cleanup:                                          ; preds = %bb3, %bb1
  %4 = landingpad { ptr, i32 }
          cleanup
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  store ptr %5, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %6, ptr %7, align 8
  br label %bb12

bb2:                                              ; preds = %bb1
  %8 = extractvalue { ptr, i64 } %1, 0
  %9 = extractvalue { ptr, i64 } %1, 1
  store ptr %8, ptr %_5, align 8
  %10 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %9, ptr %10, align 8
  %11 = load ptr, ptr %_5, align 8
  %12 = getelementptr inbounds i8, ptr %_5, i64 8
  %13 = load i64, ptr %12, align 8
  %14 = ptrtoint ptr %11 to i64
  %15 = icmp eq i64 %14, 0
  %_7 = select i1 %15, i64 0, i64 1
  %16 = trunc nuw i64 %_7 to i1
  br i1 %16, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %x.0 = load ptr, ptr %_5, align 8
  %17 = getelementptr inbounds i8, ptr %_5, i64 8
  %x.1 = load i64, ptr %17, align 8
  store i8 0, ptr %_13, align 1
  %_12 = load double, ptr %accum, align 8
  store double %_12, ptr %_11, align 8
  %18 = getelementptr inbounds i8, ptr %_11, i64 8
  store ptr %x.0, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store i64 %x.1, ptr %19, align 8
  %20 = load double, ptr %_11, align 8
  %21 = getelementptr inbounds i8, ptr %_11, i64 8
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = load i64, ptr %23, align 8
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_9 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h000ebf4c0219a84dE"(ptr align 1 %f, double %20, ptr align 8 %22, i64 %24)
          to label %bb4 unwind label %cleanup

bb5:                                              ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  store double %_9, ptr %accum, align 8
  br label %bb1

bb6:                                              ; preds = %bb5
  ret double %_0

bb13:                                             ; No predecessors!
  unreachable

bb8:                                              ; preds = %bb11, %bb12
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29
}

; core::iter::traits::iterator::Iterator::enumerate
; Function Attrs: inlinehint nonlazybind uwtable
define void @_ZN4core4iter6traits8iterator8Iterator9enumerate17hc571cf47d984f6d3E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %1, align 8
  ret void
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h000ebf4c0219a84dE"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, i64 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; invoke rust_slices::path_energy::{{closure}}
  %_7 = invoke double @"_ZN11rust_slices11path_energy28_$u7b$$u7b$closure$u7d$$u7d$17he20f5de052d9dd46E"(ptr align 1 %_1, ptr align 8 %elt.0, i64 %elt.1)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

cleanup:                                          ; preds = %bb1, %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6310a3a21d41bfb1E"(ptr align 1 %_1, double %acc, double %_7)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
  ret double %_0

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8c32d68226c50083E"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; invoke rust_slices::dot_zip::{{closure}}
  %_7 = invoke double @"_ZN11rust_slices7dot_zip28_$u7b$$u7b$closure$u7d$$u7d$17h9444194d3ce6fd0bE"(ptr align 1 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

cleanup:                                          ; preds = %bb1, %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17haf9cca984f25e683E"(ptr align 1 %_1, double %acc, double %_7)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
  ret double %_0

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcb7057f9f68a1aa9E"(ptr align 8 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 8
  store i8 1, ptr %_10, align 1
; invoke rust_slices::scaled_norm::{{closure}}
  %_7 = invoke double @"_ZN11rust_slices11scaled_norm28_$u7b$$u7b$closure$u7d$$u7d$17h63670f4e55a61b06E"(ptr align 8 %_1, ptr align 8 %elt)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

cleanup:                                          ; preds = %bb1, %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc67ba7d99c63b0bcE"(ptr align 1 %_4, double %acc, double %_7)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
  ret double %_0

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he7bb8600d18db1c5E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; invoke rust_slices::path_energy::{{closure}}
  %_7 = invoke double @"_ZN11rust_slices11path_energy28_$u7b$$u7b$closure$u7d$$u7d$17h47e6b403ca25f894E"(ptr align 1 %_1, ptr align 8 %elt)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

cleanup:                                          ; preds = %bb1, %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  store ptr %4, ptr %0, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; invoke <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = invoke double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc567f063a6bdfafbE"(ptr align 1 %_1, double %acc, double %_7)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb1
  ret double %_0

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
; Function Attrs: nonlazybind uwtable
define i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h53ca857c609069d0E(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = alloca [24 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he49ce3b2c41a50d0E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %self) #11
  %_0 = load i64, ptr %_2, align 8
  ret i64 %_0
}

; core::array::<impl core::ops::index::Index<I> for [T; N]>::index
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN4core5array85_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$5index17h711e3720eeee78bbE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3.i.i.i = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %_3.i.i.i, i64 8
  store i64 %index, ptr %1, align 8
  store i64 1, ptr %_3.i.i.i, align 8
  %2 = getelementptr inbounds i8, ptr %_3.i.i.i, i64 8
  %new_len.i.i.i = load i64, ptr %2, align 8
  %_7.i.i.i = icmp ule i64 %index, 16
  br i1 %_7.i.i.i, label %"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h5c770159d28019a5E.exit", label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %start
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %index, i64 16, ptr align 8 %0) #12
  unreachable

"_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17h5c770159d28019a5E.exit": ; preds = %start
  %3 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %4 = insertvalue { ptr, i64 } %3, i64 %new_len.i.i.i, 1
  %5 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %6 = insertvalue { ptr, i64 } %5, i64 %new_len.i.i.i, 1
  %7 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %8 = insertvalue { ptr, i64 } %7, i64 %new_len.i.i.i, 1
  %_0.0 = extractvalue { ptr, i64 } %8, 0
  %_0.1 = extractvalue { ptr, i64 } %8, 1
  %9 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %10 = insertvalue { ptr, i64 } %9, i64 %_0.1, 1
  ret { ptr, i64 } %10
}

; core::array::<impl core::ops::index::IndexMut<I> for [T; N]>::index_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN4core5array88_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$9index_mut17ha0ed9dee85c1447bE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
; call <core::ops::range::RangeTo<usize> as core::slice::index::SliceIndex<[T]>>::index_mut
  %1 = call { ptr, i64 } @"_ZN108_$LT$core..ops..range..RangeTo$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h7e825b0f0efd7bfaE"(i64 %index, ptr align 8 %self, i64 16, ptr align 8 %0) #11
  %_0.0.i = extractvalue { ptr, i64 } %1, 0
  %_0.1.i = extractvalue { ptr, i64 } %1, 1
  %_0.0 = extractvalue { ptr, i64 } %1, 0
  %_0.1 = extractvalue { ptr, i64 } %1, 1
  %2 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_0.1, 1
  ret { ptr, i64 } %3
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h49cfc10b4292fd5dE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h5fea07eaa19eac99E"(ptr align 8 %self.0, i64 %self.1) #11
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::windows
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17h6be08734403dc0b5E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, i64 %size, ptr align 8 %0) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 8
  store i64 %size, ptr %self, align 8
  %1 = load i64, ptr %self, align 8
  %2 = icmp eq i64 %1, 0
  %_5 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_5 to i1
  br i1 %3, label %bb3, label %bb2

bb3:                                              ; preds = %start
  %size1 = load i64, ptr %self, align 8
  store ptr %self.0, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %self.1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %size1, ptr %5, align 8
  ret void

bb2:                                              ; preds = %start
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1 @alloc_d0b5540d38aa67683bd942cb6db4a43b, i64 28, ptr align 8 %0) #12
  unreachable

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::<impl [T]>::iter_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17h60328d502142a7d6E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::IterMut<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17h1d7b8ef95e40dcbeE"(ptr align 8 %self.0, i64 %self.1) #11
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hdb88b1a3e4f07a00E(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #14
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17hdb88b1a3e4f07a00E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h51c7e282212a665bE"(ptr %data, i64 %align)
          to label %bb8 unwind label %terminate

terminate:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb8:                                              ; preds = %start
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb8
  br label %bb4

bb6:                                              ; preds = %bb8
  %_13 = ptrtoint ptr %data to i64
  %_12 = icmp eq i64 %_13, 0
  %_5 = xor i1 %_12, true
  br i1 %_5, label %bb1, label %bb4

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5

bb1:                                              ; preds = %bb6
  %2 = icmp eq i64 %size, 0
  br i1 %2, label %bb9, label %bb10

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8
  br label %bb11

bb10:                                             ; preds = %bb1
  %3 = udiv i64 9223372036854775807, %size
  store i64 %3, ptr %max_len, align 8
  br label %bb11

bb11:                                             ; preds = %bb10, %bb9
  %4 = load i64, ptr %max_len, align 8
  %_7 = icmp ule i64 %len, %4
  br i1 %_7, label %bb2, label %bb3

bb3:                                              ; preds = %bb11
  br label %bb5

bb2:                                              ; preds = %bb11
  ret void
}

; core::slice::raw::from_raw_parts_mut
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17h31759af2bfdd9940E(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17hd5c99edebbf3bd93E(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #14
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts_mut::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17hd5c99edebbf3bd93E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; invoke core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = invoke zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h51c7e282212a665bE"(ptr %data, i64 %align)
          to label %bb8 unwind label %terminate

terminate:                                        ; preds = %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb8:                                              ; preds = %start
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb8
  br label %bb4

bb6:                                              ; preds = %bb8
  %_13 = ptrtoint ptr %data to i64
  %_12 = icmp eq i64 %_13, 0
  %_5 = xor i1 %_12, true
  br i1 %_5, label %bb1, label %bb4

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5

bb1:                                              ; preds = %bb6
  %2 = icmp eq i64 %size, 0
  br i1 %2, label %bb9, label %bb10

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_5c1a2f972552229672fc942406cfc298, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8
  br label %bb11

bb10:                                             ; preds = %bb1
  %3 = udiv i64 9223372036854775807, %size
  store i64 %3, ptr %max_len, align 8
  br label %bb11

bb11:                                             ; preds = %bb10, %bb9
  %4 = load i64, ptr %max_len, align 8
  %_7 = icmp ule i64 %len, %4
  br i1 %_7, label %bb2, label %bb3

bb3:                                              ; preds = %bb11
  br label %bb5

bb2:                                              ; preds = %bb11
  ret void
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h5fea07eaa19eac99E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::IterMut<T>::new
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17h1d7b8ef95e40dcbeE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
  store ptr %0, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %1 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
; Function Attrs: nonlazybind uwtable
define { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17h5ad54ad06a832426E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %self.0, i64 %self.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h42a49d8eca3fb5aaE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h80613d4f553fe6d4E"(ptr align 8 %iter, double -0.000000e+00)
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hc86deca66ea400e9E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7b6f4565818f718bE"(ptr %iter.0, ptr %iter.1, double -0.000000e+00)
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hd8345af9ddca6ebbE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h49eb267509d13a73E"(ptr align 8 %iter, double -0.000000e+00)
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf87e62156f8b9c1dE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5118eb4a820712fbE"(ptr align 8 %iter, double -0.000000e+00)
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6310a3a21d41bfb1E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17haf9cca984f25e683E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc567f063a6bdfafbE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc67ba7d99c63b0bcE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <&f64 as core::ops::arith::Mul<f64>>::mul
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$LT$f64$GT$$GT$3mul17hd4c37ba794401312E"(ptr align 8 %self, double %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_0 = fmul double %_3, %other
  ret double %_0
}

; <f64 as core::ops::arith::Mul<&f64>>::mul
; Function Attrs: inlinehint nonlazybind uwtable
define internal double @"_ZN60_$LT$f64$u20$as$u20$core..ops..arith..Mul$LT$$RF$f64$GT$$GT$3mul17h224393a5dab2c982E"(double %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %other, align 8
  %_0 = fmul double %self, %_3
  ret double %_0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nonlazybind uwtable
define { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h47567350bdc23d1aE"(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbae3088a4821e8fcE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nonlazybind uwtable
define { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h0d4c05180d93683eE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [16 x i8], align 8
  %_4 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i = load i64, ptr %self, align 8
  %_4.i = load i64, ptr %_4, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb4

bb4:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb5

bb2:                                              ; preds = %start
  %old = load i64, ptr %self, align 8
; call <usize as core::iter::range::Step>::forward_unchecked
  %_6 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h2629a044089caf74E"(i64 %old, i64 1) #11
  store i64 %_6, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %old, ptr %0, align 8
  store i64 1, ptr %_0, align 8
  br label %bb5

bb5:                                              ; preds = %bb2, %bb4
  %1 = load i64, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = insertvalue { i64, i64 } poison, i64 %1, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
; Function Attrs: inlinehint nonlazybind uwtable
define align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hf058a97bb0d525c4E"(ptr align 8 %self, i64 %idx) unnamed_addr #1 {
start:
  %_5 = load ptr, ptr %self, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_5, i64 %idx
  ret ptr %_3
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5622703331b8719cE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  br label %bb2

bb2:                                              ; preds = %start
  %1 = icmp eq ptr %self.0, %self.1
  %2 = zext i1 %1 to i8
  store i8 %2, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %3 = load i8, ptr %_4, align 1
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store double %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store double %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h011db55ae906cda0E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 8
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; invoke core::panicking::panic
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
          to label %unreachable unwind label %cleanup

bb16:                                             ; preds = %cleanup
  %9 = load i8, ptr %_31, align 1
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %bb15, label %bb13

cleanup:                                          ; preds = %bb8, %bb25
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  %13 = extractvalue { ptr, i32 } %11, 1
  store ptr %12, ptr %0, align 8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %13, ptr %14, align 8
  br label %bb16

unreachable:                                      ; preds = %bb25
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_18 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he7bb8600d18db1c5E"(ptr align 1 %f, double %_21, ptr align 8 %_45)
          to label %bb9 unwind label %cleanup

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %15 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h996527c0d53a5703E"(i64 %15, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb27

bb27:                                             ; preds = %bb26
  %16 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %16, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %17 = load double, ptr %acc, align 8
  store double %17, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %18 = load double, ptr %_0, align 8
  ret double %18

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %19 = load i8, ptr %_32, align 1
  %20 = trunc nuw i8 %19 to i1
  br i1 %20, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %21 = load ptr, ptr %0, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = load i32, ptr %22, align 8
  %24 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nonlazybind uwtable
define double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf1f944030206d232E"(ptr %self.0, ptr %self.1, double %init, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %2 = icmp eq ptr %self.0, %self.1
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load i8, ptr %_4, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store double %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store double %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h011db55ae906cda0E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %6 = ptrtoint ptr %self.1 to i64
  %7 = ptrtoint ptr %self.0 to i64
  %8 = sub nuw i64 %6, %7
  %9 = udiv exact i64 %8, 8
  store i64 %9, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; invoke core::panicking::panic
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
          to label %unreachable unwind label %cleanup

bb16:                                             ; preds = %cleanup
  %10 = load i8, ptr %_31, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb15, label %bb13

cleanup:                                          ; preds = %bb8, %bb25
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  store ptr %13, ptr %1, align 8
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %14, ptr %15, align 8
  br label %bb16

unreachable:                                      ; preds = %bb25
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; invoke core::iter::adapters::map::map_fold::{{closure}}
  %_18 = invoke double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcb7057f9f68a1aa9E"(ptr align 8 %f, double %_21, ptr align 8 %_45)
          to label %bb9 unwind label %cleanup

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %16 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h996527c0d53a5703E"(i64 %16, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb27

bb27:                                             ; preds = %bb26
  %17 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %17, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %18 = load double, ptr %acc, align 8
  store double %18, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %19 = load double, ptr %_0, align 8
  ret double %19

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %20 = load i8, ptr %_32, align 1
  %21 = trunc nuw i8 %20 to i1
  br i1 %21, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %22 = load ptr, ptr %1, align 8
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i32, ptr %23, align 8
  %25 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nonlazybind uwtable
define void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he49ce3b2c41a50d0E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %exact = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h011db55ae906cda0E"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb9

bb9:                                              ; preds = %bb8
  %1 = ptrtoint ptr %_5 to i64
  %2 = ptrtoint ptr %subtracted to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 8
  store i64 %4, ptr %exact, align 8
  br label %bb3

bb10:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #12
  unreachable

bb3:                                              ; preds = %bb9
  %_7 = load i64, ptr %exact, align 8
  %_8.1 = load i64, ptr %exact, align 8
  store i64 %_7, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_8.1, ptr %6, align 8
  ret void

bb1:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
define align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h80998b655d7e30f8E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_7 = icmp eq ptr %ptr, %end_or_len
  br i1 %_7, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_17 = getelementptr inbounds nuw double, ptr %ptr, i64 1
  store ptr %_17, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
define { ptr, i64 } @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha70b44b86951775fE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %ret = alloca [16 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %self1 = load i64, ptr %0, align 8
  %_10.0 = load ptr, ptr %self, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_10.1 = load i64, ptr %1, align 8
  %_2 = icmp ugt i64 %self1, %_10.1
  br i1 %_2, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %self.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %self.1 = load i64, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 16
  %self2 = load i64, ptr %3, align 8
  %_19 = icmp ult i64 %self2, 0
  br i1 %_19, label %bb7, label %bb8

bb1:                                              ; preds = %start
  %4 = load ptr, ptr @anon.418e76f90caa99e130b145d7988ec5a5.0, align 8
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @anon.418e76f90caa99e130b145d7988ec5a5.0, i64 8), align 8
  store ptr %4, ptr %ret, align 8
  %6 = getelementptr inbounds i8, ptr %ret, i64 8
  store i64 %5, ptr %6, align 8
  br label %bb3

bb8:                                              ; preds = %bb2
  %_13 = icmp ule i64 %self2, %self.1
  br i1 %_13, label %bb4, label %bb5

bb7:                                              ; preds = %bb2
  br label %bb6

bb5:                                              ; preds = %bb8
  br label %bb6

bb4:                                              ; preds = %bb8
  store ptr %self.0, ptr %ret, align 8
  %7 = getelementptr inbounds i8, ptr %ret, i64 8
  store i64 %self2, ptr %7, align 8
  %self.03 = load ptr, ptr %self, align 8
  %8 = getelementptr inbounds i8, ptr %self, i64 8
  %self.14 = load i64, ptr %8, align 8
  %_21 = icmp ugt i64 1, %self.14
  br i1 %_21, label %bb9, label %bb10

bb6:                                              ; preds = %bb7, %bb5
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %self2, i64 %self.1, ptr align 8 @alloc_b2f28986b414e660fff9151eee01a1b2) #12
  unreachable

bb10:                                             ; preds = %bb4
  %new_len = sub nuw i64 %self.14, 1
  %_28 = getelementptr inbounds nuw double, ptr %self.03, i64 1
  store ptr %_28, ptr %self, align 8
  %9 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %new_len, ptr %9, align 8
  br label %bb3

bb9:                                              ; preds = %bb4
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 1, i64 %self.14, i64 %self.14, ptr align 8 @alloc_31e0c595875695c77fd2f54110592d27) #12
  unreachable

bb3:                                              ; preds = %bb1, %bb10
  %10 = load ptr, ptr %ret, align 8
  %11 = getelementptr inbounds i8, ptr %ret, i64 8
  %12 = load i64, ptr %11, align 8
  %13 = insertvalue { ptr, i64 } poison, ptr %10, 0
  %14 = insertvalue { ptr, i64 } %13, i64 %12, 1
  ret { ptr, i64 } %14
}

; Function Attrs: nounwind nonlazybind uwtable
define double @dot_zip(ptr %a, ptr %b, i64 %n) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %_7 = alloca [48 x i8], align 8
  %_6 = alloca [48 x i8], align 8
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %a, i64 %n, ptr align 8 @alloc_d4a417fba17680a3aa80458d61fdca10)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %bb5, %bb4, %bb3, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb1:                                              ; preds = %start
  %a.0 = extractvalue { ptr, i64 } %0, 0
  %a.1 = extractvalue { ptr, i64 } %0, 1
; invoke core::slice::raw::from_raw_parts
  %2 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %b, i64 %n, ptr align 8 @alloc_dd2865f8089c76e4322258d4a247766b)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %bb1
  %b.0 = extractvalue { ptr, i64 } %2, 0
  %b.1 = extractvalue { ptr, i64 } %2, 1
; invoke core::slice::<impl [T]>::iter
  %3 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h49cfc10b4292fd5dE"(ptr align 8 %a.0, i64 %a.1)
          to label %bb3 unwind label %terminate

bb3:                                              ; preds = %bb2
  %_8.0 = extractvalue { ptr, ptr } %3, 0
  %_8.1 = extractvalue { ptr, ptr } %3, 1
; invoke core::iter::traits::iterator::Iterator::zip
  invoke void @_ZN4core4iter6traits8iterator8Iterator3zip17h13d9a666839c9d7cE(ptr sret([48 x i8]) align 8 %_7, ptr %_8.0, ptr %_8.1, ptr align 8 %b.0, i64 %b.1)
          to label %bb4 unwind label %terminate

bb4:                                              ; preds = %bb3
; invoke core::iter::traits::iterator::Iterator::map
  invoke void @_ZN4core4iter6traits8iterator8Iterator3map17h32c6aedafa7f96ffE(ptr sret([48 x i8]) align 8 %_6, ptr align 8 %_7)
          to label %bb5 unwind label %terminate

bb5:                                              ; preds = %bb4
; invoke core::iter::traits::iterator::Iterator::sum
  %_0 = invoke double @_ZN4core4iter6traits8iterator8Iterator3sum17he58e369788c011c6E(ptr align 8 %_6)
          to label %bb6 unwind label %terminate

bb6:                                              ; preds = %bb5
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define double @path_energy(ptr %x, i64 %n, double %t) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %_10 = alloca [24 x i8], align 8
  %_9 = alloca [24 x i8], align 8
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %x, i64 %n, ptr align 8 @alloc_b3775933904aad12fc8e198ba6080fcd)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %bb7, %bb6, %bb5, %bb4, %bb3, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb1:                                              ; preds = %start
  %x.0 = extractvalue { ptr, i64 } %0, 0
  %x.1 = extractvalue { ptr, i64 } %0, 1
; invoke std::f64::<impl f64>::sin_cos
  %2 = invoke { double, double } @"_ZN3std3f6421_$LT$impl$u20$f64$GT$7sin_cos17hfda80ecc1ca9ed65E"(double %t)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %bb1
  %_7.0 = extractvalue { double, double } %2, 0
  %_7.1 = extractvalue { double, double } %2, 1
; invoke core::slice::<impl [T]>::windows
  invoke void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17h6be08734403dc0b5E"(ptr sret([24 x i8]) align 8 %_10, ptr align 8 %x.0, i64 %x.1, i64 2, ptr align 8 @alloc_36082410ba89437c34b9c7697ad121ca)
          to label %bb3 unwind label %terminate

bb3:                                              ; preds = %bb2
; invoke core::iter::traits::iterator::Iterator::map
  invoke void @_ZN4core4iter6traits8iterator8Iterator3map17hcf8ab63bfef96858E(ptr sret([24 x i8]) align 8 %_9, ptr align 8 %_10)
          to label %bb4 unwind label %terminate

bb4:                                              ; preds = %bb3
; invoke core::iter::traits::iterator::Iterator::sum
  %e = invoke double @_ZN4core4iter6traits8iterator8Iterator3sum17hfadc2c36213ea18cE(ptr align 8 %_9)
          to label %bb5 unwind label %terminate

bb5:                                              ; preds = %bb4
  %_11 = fmul double %e, %_7.0
; invoke core::slice::<impl [T]>::iter
  %3 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h49cfc10b4292fd5dE"(ptr align 8 %x.0, i64 %x.1)
          to label %bb6 unwind label %terminate

bb6:                                              ; preds = %bb5
  %_15.0 = extractvalue { ptr, ptr } %3, 0
  %_15.1 = extractvalue { ptr, ptr } %3, 1
; invoke core::iter::traits::iterator::Iterator::map
  %4 = invoke { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h2f9307b0ba7a6408E(ptr %_15.0, ptr %_15.1)
          to label %bb7 unwind label %terminate

bb7:                                              ; preds = %bb6
  %_14.0 = extractvalue { ptr, ptr } %4, 0
  %_14.1 = extractvalue { ptr, ptr } %4, 1
; invoke core::iter::traits::iterator::Iterator::sum
  %_13 = invoke double @_ZN4core4iter6traits8iterator8Iterator3sum17hc0e3012212abd323E(ptr %_14.0, ptr %_14.1)
          to label %bb8 unwind label %terminate

bb8:                                              ; preds = %bb7
  %_12 = fmul double %_7.1, %_13
  %_0 = fadd double %_11, %_12
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define double @saxpy_sum(double %a, ptr %x, ptr %y, i64 %n) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %_11 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %s = alloca [8 x i8], align 8
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %x, i64 %n, ptr align 8 @alloc_7893c062d1bc70d532e5efa40e04eb5e)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %bb12, %panic3, %panic2, %panic1, %panic, %bb4, %bb2, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb1:                                              ; preds = %start
  %xs.0 = extractvalue { ptr, i64 } %0, 0
  %xs.1 = extractvalue { ptr, i64 } %0, 1
; invoke core::slice::raw::from_raw_parts_mut
  %2 = invoke { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17h31759af2bfdd9940E(ptr %y, i64 %n, ptr align 8 @alloc_0e6b9a9af71048fd9021611091da4b24)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %bb1
  %ys.0 = extractvalue { ptr, i64 } %2, 0
  %ys.1 = extractvalue { ptr, i64 } %2, 1
  store double 0.000000e+00, ptr %s, align 8
; invoke <I as core::iter::traits::collect::IntoIterator>::into_iter
  %3 = invoke { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h47567350bdc23d1aE"(i64 0, i64 %n)
          to label %bb3 unwind label %terminate

bb3:                                              ; preds = %bb2
  %_8.0 = extractvalue { i64, i64 } %3, 0
  %_8.1 = extractvalue { i64, i64 } %3, 1
  store i64 %_8.0, ptr %iter, align 8
  %4 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_8.1, ptr %4, align 8
  br label %bb4

bb4:                                              ; preds = %bb13, %bb3
; invoke core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %5 = invoke { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h707e50516fe207e7E"(ptr align 8 %iter)
          to label %bb5 unwind label %terminate

bb5:                                              ; preds = %bb4
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  store i64 %6, ptr %_11, align 8
  %8 = getelementptr inbounds i8, ptr %_11, i64 8
  store i64 %7, ptr %8, align 8
  %_13 = load i64, ptr %_11, align 8
  %9 = getelementptr inbounds i8, ptr %_11, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_13 to i1
  br i1 %11, label %bb7, label %bb8

bb7:                                              ; preds = %bb5
  %12 = getelementptr inbounds i8, ptr %_11, i64 8
  %i = load i64, ptr %12, align 8
  %_18 = icmp ult i64 %i, %xs.1
  br i1 %_18, label %bb9, label %panic

bb8:                                              ; preds = %bb5
  %_0 = load double, ptr %s, align 8
  ret double %_0

bb9:                                              ; preds = %bb7
  %13 = getelementptr inbounds nuw double, ptr %xs.0, i64 %i
  %_16 = load double, ptr %13, align 8
  %_15 = fmul double %a, %_16
  %_22 = icmp ult i64 %i, %ys.1
  br i1 %_22, label %bb10, label %panic1

panic:                                            ; preds = %bb7
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %xs.1, ptr align 8 @alloc_77341dfce63f0c0488640c20139e436c) #13
          to label %unreachable unwind label %terminate

unreachable:                                      ; preds = %panic3, %panic2, %panic1, %panic
  unreachable

bb10:                                             ; preds = %bb9
  %14 = getelementptr inbounds nuw double, ptr %ys.0, i64 %i
  %_19 = load double, ptr %14, align 8
  %_25 = icmp ult i64 %i, %ys.1
  br i1 %_25, label %bb11, label %panic2

panic1:                                           ; preds = %bb9
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %ys.1, ptr align 8 @alloc_55db075b83ba540882b6a213602770c3) #13
          to label %unreachable unwind label %terminate

bb11:                                             ; preds = %bb10
  %15 = getelementptr inbounds nuw double, ptr %ys.0, i64 %i
  %16 = fadd double %_15, %_19
  store double %16, ptr %15, align 8
  %_30 = icmp ult i64 %i, %ys.1
  br i1 %_30, label %bb12, label %panic3

panic2:                                           ; preds = %bb10
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %ys.1, ptr align 8 @alloc_05cc5e390a16cd0e31a9564deee5aca6) #13
          to label %unreachable unwind label %terminate

bb12:                                             ; preds = %bb11
  %17 = getelementptr inbounds nuw double, ptr %ys.0, i64 %i
  %_27 = load double, ptr %17, align 8
; invoke std::f64::<impl f64>::exp
  %_26 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h61687e77585ee090E"(double %_27)
          to label %bb13 unwind label %terminate

panic3:                                           ; preds = %bb11
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %ys.1, ptr align 8 @alloc_2644b8c34ad186fdded19f0c6798452a) #13
          to label %unreachable unwind label %terminate

bb13:                                             ; preds = %bb12
  %18 = load double, ptr %s, align 8
  %19 = fadd double %18, %_26
  store double %19, ptr %s, align 8
  br label %bb4

bb6:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define double @smooth_norm(ptr %x, i64 %n, double %k) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %left = alloca [8 x i8], align 8
  %_13 = alloca [16 x i8], align 8
  %iter = alloca [24 x i8], align 8
  %_7 = alloca [24 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %tmp = alloca [128 x i8], align 8
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %x, i64 %n, ptr align 8 @alloc_798047ccd20ee020962493854a6d21d1)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %panic3, %panic2, %panic1, %panic, %bb18, %bb10, %bb6, %bb4, %bb3, %bb2, %repeat_loop_next, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb1:                                              ; preds = %start
  %x.0 = extractvalue { ptr, i64 } %0, 0
  %x.1 = extractvalue { ptr, i64 } %0, 1
  %2 = getelementptr inbounds nuw double, ptr %tmp, i64 0
  %3 = getelementptr inbounds nuw double, ptr %tmp, i64 16
  br label %repeat_loop_header

repeat_loop_header:                               ; preds = %repeat_loop_body, %bb1
  %4 = phi ptr [ %2, %bb1 ], [ %6, %repeat_loop_body ]
  %5 = icmp ne ptr %4, %3
  br i1 %5, label %repeat_loop_body, label %repeat_loop_next

repeat_loop_body:                                 ; preds = %repeat_loop_header
  store double 0.000000e+00, ptr %4, align 8
  %6 = getelementptr inbounds double, ptr %4, i64 1
  br label %repeat_loop_header

repeat_loop_next:                                 ; preds = %repeat_loop_header
; invoke core::array::<impl core::ops::index::IndexMut<I> for [T; N]>::index_mut
  %7 = invoke { ptr, i64 } @"_ZN4core5array88_$LT$impl$u20$core..ops..index..IndexMut$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$9index_mut17ha0ed9dee85c1447bE"(ptr align 8 %tmp, i64 %n, ptr align 8 @alloc_79e6c3875708b101d47808e36c8e858a)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %repeat_loop_next
  %_9.0 = extractvalue { ptr, i64 } %7, 0
  %_9.1 = extractvalue { ptr, i64 } %7, 1
; invoke core::slice::<impl [T]>::iter_mut
  %8 = invoke { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17h60328d502142a7d6E"(ptr align 8 %_9.0, i64 %_9.1)
          to label %bb3 unwind label %terminate

bb3:                                              ; preds = %bb2
  %_8.0 = extractvalue { ptr, ptr } %8, 0
  %_8.1 = extractvalue { ptr, ptr } %8, 1
; invoke core::iter::traits::iterator::Iterator::enumerate
  invoke void @_ZN4core4iter6traits8iterator8Iterator9enumerate17hc571cf47d984f6d3E(ptr sret([24 x i8]) align 8 %_7, ptr %_8.0, ptr %_8.1)
          to label %bb4 unwind label %terminate

bb4:                                              ; preds = %bb3
; invoke <I as core::iter::traits::collect::IntoIterator>::into_iter
  invoke void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbae3088a4821e8fcE"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %_7)
          to label %bb5 unwind label %terminate

bb5:                                              ; preds = %bb4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter, ptr align 8 %_6, i64 24, i1 false)
  br label %bb6

bb6:                                              ; preds = %bb17, %bb5
; invoke <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
  %9 = invoke { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2422cd54d096fa75E"(ptr align 8 %iter)
          to label %bb7 unwind label %terminate

bb7:                                              ; preds = %bb6
  %10 = extractvalue { i64, ptr } %9, 0
  %11 = extractvalue { i64, ptr } %9, 1
  store i64 %10, ptr %_13, align 8
  %12 = getelementptr inbounds i8, ptr %_13, i64 8
  store ptr %11, ptr %12, align 8
  %13 = load i64, ptr %_13, align 8
  %14 = getelementptr inbounds i8, ptr %_13, i64 8
  %15 = load ptr, ptr %14, align 8
  %16 = ptrtoint ptr %15 to i64
  %17 = icmp eq i64 %16, 0
  %_15 = select i1 %17, i64 0, i64 1
  %18 = trunc nuw i64 %_15 to i1
  br i1 %18, label %bb9, label %bb10

bb9:                                              ; preds = %bb7
  %i = load i64, ptr %_13, align 8
  %19 = getelementptr inbounds i8, ptr %_13, i64 8
  %t = load ptr, ptr %19, align 8
  %_19 = icmp ugt i64 %i, 0
  br i1 %_19, label %bb11, label %bb14

bb10:                                             ; preds = %bb7
; invoke core::array::<impl core::ops::index::Index<I> for [T; N]>::index
  %20 = invoke { ptr, i64 } @"_ZN4core5array85_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$5index17h711e3720eeee78bbE"(ptr align 8 %tmp, i64 %n, ptr align 8 @alloc_88c3b0d23dd4da5cf7483880b33885db)
          to label %bb18 unwind label %terminate

bb18:                                             ; preds = %bb10
  %_31.0 = extractvalue { ptr, i64 } %20, 0
  %_31.1 = extractvalue { ptr, i64 } %20, 1
; invoke rust_slices::scaled_norm
  %_0 = invoke double @_ZN11rust_slices11scaled_norm17h7077d241743cb59eE(ptr align 8 %_31.0, i64 %_31.1, double %k)
          to label %bb19 unwind label %terminate

bb19:                                             ; preds = %bb18
  ret double %_0

bb14:                                             ; preds = %bb9
  %_25 = icmp ult i64 %i, %x.1
  br i1 %_25, label %bb15, label %panic

bb11:                                             ; preds = %bb9
  %_21.0 = sub i64 %i, 1
  %_21.1 = icmp ult i64 %i, 1
  br i1 %_21.1, label %panic1, label %bb12

bb15:                                             ; preds = %bb14
  %21 = getelementptr inbounds nuw double, ptr %x.0, i64 %i
  %22 = load double, ptr %21, align 8
  store double %22, ptr %left, align 8
  br label %bb16

panic:                                            ; preds = %bb14
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %x.1, ptr align 8 @alloc_a5455c4f588a33604c081adfa001555a) #13
          to label %unreachable unwind label %terminate

unreachable:                                      ; preds = %panic3, %panic2, %panic1, %panic
  unreachable

bb16:                                             ; preds = %bb13, %bb15
  %_27 = load double, ptr %left, align 8
  %_30 = icmp ult i64 %i, %x.1
  br i1 %_30, label %bb17, label %panic3

bb12:                                             ; preds = %bb11
  %_23 = icmp ult i64 %_21.0, %x.1
  br i1 %_23, label %bb13, label %panic2

panic1:                                           ; preds = %bb11
; invoke core::panicking::panic_const::panic_const_sub_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_0fdd92237bf225039298f74a3118c257) #13
          to label %unreachable unwind label %terminate

bb13:                                             ; preds = %bb12
  %23 = getelementptr inbounds nuw double, ptr %x.0, i64 %_21.0
  %24 = load double, ptr %23, align 8
  store double %24, ptr %left, align 8
  br label %bb16

panic2:                                           ; preds = %bb12
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_21.0, i64 %x.1, ptr align 8 @alloc_eb090b59cfbe95496cedc73573793c5d) #13
          to label %unreachable unwind label %terminate

bb17:                                             ; preds = %bb16
  %25 = getelementptr inbounds nuw double, ptr %x.0, i64 %i
  %_28 = load double, ptr %25, align 8
  %_26 = fadd double %_27, %_28
  %26 = fmul double 5.000000e-01, %_26
  store double %26, ptr %t, align 8
  br label %bb6

panic3:                                           ; preds = %bb16
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %x.1, ptr align 8 @alloc_67faf8a590b0890c369dc7ad162c7234) #13
          to label %unreachable unwind label %terminate

bb8:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define void @stencil(ptr %u, ptr %out, i64 %n) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %_11 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
; invoke core::slice::raw::from_raw_parts
  %0 = invoke { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17h005197fae4fab60cE(ptr %u, i64 %n, ptr align 8 @alloc_9c1ddb984eda8d782de30cc7c3a845d8)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %panic6, %bb14, %panic5, %panic4, %panic3, %panic2, %panic1, %bb5, %bb3, %panic, %bb1, %start
  %1 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #17
  unreachable

bb1:                                              ; preds = %start
  %u.0 = extractvalue { ptr, i64 } %0, 0
  %u.1 = extractvalue { ptr, i64 } %0, 1
; invoke core::slice::raw::from_raw_parts_mut
  %2 = invoke { ptr, i64 } @_ZN4core5slice3raw18from_raw_parts_mut17h31759af2bfdd9940E(ptr %out, i64 %n, ptr align 8 @alloc_6d84145d69f41062d40c4c5c7bdcc5c8)
          to label %bb2 unwind label %terminate

bb2:                                              ; preds = %bb1
  %out.0 = extractvalue { ptr, i64 } %2, 0
  %out.1 = extractvalue { ptr, i64 } %2, 1
  %_9.0 = sub i64 %n, 1
  %_9.1 = icmp ult i64 %n, 1
  br i1 %_9.1, label %panic, label %bb3

bb3:                                              ; preds = %bb2
; invoke <I as core::iter::traits::collect::IntoIterator>::into_iter
  %3 = invoke { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h47567350bdc23d1aE"(i64 1, i64 %_9.0)
          to label %bb4 unwind label %terminate

panic:                                            ; preds = %bb2
; invoke core::panicking::panic_const::panic_const_sub_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_8dcb3613f8d258bfd922cfbe8dac1c0b) #13
          to label %unreachable unwind label %terminate

unreachable:                                      ; preds = %panic6, %panic5, %panic4, %panic3, %panic2, %panic1, %panic
  unreachable

bb4:                                              ; preds = %bb3
  %_6.0 = extractvalue { i64, i64 } %3, 0
  %_6.1 = extractvalue { i64, i64 } %3, 1
  store i64 %_6.0, ptr %iter, align 8
  %4 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_6.1, ptr %4, align 8
  br label %bb5

bb5:                                              ; preds = %bb16, %bb4
; invoke core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %5 = invoke { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h707e50516fe207e7E"(ptr align 8 %iter)
          to label %bb6 unwind label %terminate

bb6:                                              ; preds = %bb5
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  store i64 %6, ptr %_11, align 8
  %8 = getelementptr inbounds i8, ptr %_11, i64 8
  store i64 %7, ptr %8, align 8
  %_13 = load i64, ptr %_11, align 8
  %9 = getelementptr inbounds i8, ptr %_11, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_13 to i1
  br i1 %11, label %bb8, label %bb9

bb8:                                              ; preds = %bb6
  %12 = getelementptr inbounds i8, ptr %_11, i64 8
  %i = load i64, ptr %12, align 8
  %_18.0 = sub i64 %i, 1
  %_18.1 = icmp ult i64 %i, 1
  br i1 %_18.1, label %panic1, label %bb10

bb9:                                              ; preds = %bb6
  ret void

bb10:                                             ; preds = %bb8
  %_20 = icmp ult i64 %_18.0, %u.1
  br i1 %_20, label %bb11, label %panic2

panic1:                                           ; preds = %bb8
; invoke core::panicking::panic_const::panic_const_sub_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_23e260b8fc90c0112757dc82ad110f4a) #13
          to label %unreachable unwind label %terminate

bb11:                                             ; preds = %bb10
  %13 = getelementptr inbounds nuw double, ptr %u.0, i64 %_18.0
  %_16 = load double, ptr %13, align 8
  %_24 = icmp ult i64 %i, %u.1
  br i1 %_24, label %bb12, label %panic3

panic2:                                           ; preds = %bb10
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_18.0, i64 %u.1, ptr align 8 @alloc_eed2d016e3fc7c1fd9f9192a6a6e87e7) #13
          to label %unreachable unwind label %terminate

bb12:                                             ; preds = %bb11
  %14 = getelementptr inbounds nuw double, ptr %u.0, i64 %i
  %_22 = load double, ptr %14, align 8
  %_21 = fmul double 2.000000e+00, %_22
  %_15 = fsub double %_16, %_21
  %_28.0 = add i64 %i, 1
  %_28.1 = icmp ult i64 %_28.0, %i
  br i1 %_28.1, label %panic4, label %bb13

panic3:                                           ; preds = %bb11
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %u.1, ptr align 8 @alloc_07933dceddb81e36c4564d412edc1ab9) #13
          to label %unreachable unwind label %terminate

bb13:                                             ; preds = %bb12
  %_30 = icmp ult i64 %_28.0, %u.1
  br i1 %_30, label %bb14, label %panic5

panic4:                                           ; preds = %bb12
; invoke core::panicking::panic_const::panic_const_add_overflow
  invoke void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_8695f489326717c563e57cdf89cb74a2) #13
          to label %unreachable unwind label %terminate

bb14:                                             ; preds = %bb13
  %15 = getelementptr inbounds nuw double, ptr %u.0, i64 %_28.0
  %_26 = load double, ptr %15, align 8
; invoke std::f64::<impl f64>::powi
  %_25 = invoke double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17h4c023bcec752993aE"(double %_26, i32 3)
          to label %bb15 unwind label %terminate

panic5:                                           ; preds = %bb13
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_28.0, i64 %u.1, ptr align 8 @alloc_eecfd06719ec716014a7dfdff98e86e3) #13
          to label %unreachable unwind label %terminate

bb15:                                             ; preds = %bb14
  %_33 = icmp ult i64 %i, %out.1
  br i1 %_33, label %bb16, label %panic6

bb16:                                             ; preds = %bb15
  %16 = getelementptr inbounds nuw double, ptr %out.0, i64 %i
  %17 = fadd double %_15, %_25
  store double %17, ptr %16, align 8
  br label %bb5

panic6:                                           ; preds = %bb15
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %out.1, ptr align 8 @alloc_aac0a50a00c6064bff38ab5fc7598f5b) #13
          to label %unreachable unwind label %terminate

bb7:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64, i64, i64, ptr align 8) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #4

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nounwind nonlazybind uwtable
declare double @tanh(double) unnamed_addr #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #8

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #6

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1, i64, ptr align 8) unnamed_addr #6

; core::panicking::panic_cannot_unwind
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #10

; core::panicking::panic
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_sub_overflow
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8) unnamed_addr #6

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { inlinehint }
attributes #12 = { noinline noreturn }
attributes #13 = { noreturn }
attributes #14 = { inlinehint nounwind }
attributes #15 = { nounwind }
attributes #16 = { noinline noreturn nounwind }
attributes #17 = { cold noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
