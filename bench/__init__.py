"""Benchmarks (not timed tests): each script prints its numbers and writes them under bench/."""
