"""Benchmarks: commands that print figures over fixed seeded deal sets."""
