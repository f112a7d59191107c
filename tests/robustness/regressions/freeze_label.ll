; Found by test_fuzz_cli (a mutant of tests/unit/ad_ir/calls_O0.ll: `br label` became `freeze
; label`). LLVM's parser hits an assertion in mpiad-opt's forked parser child; the CLI then says
; "error: LLVM crashed (SIGABRT) ...", but the child's assertion message is printed on stderr
; first, so stderr has two lines instead of exactly one `error:` line.
; mpiad-opt freeze_label.ll -o out.ll
define void @f() {
  freeze label %1
1:
  ret void
}
