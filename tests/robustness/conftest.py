"""The robustness tests size their campaigns by the suite's ``slow`` fixture (tests/conftest.py):
``pytest tests/robustness --slow`` checks 5,000 generated programs and 20,000 CLI mutants instead
of 300 and 1,000."""
