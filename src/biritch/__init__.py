"""Biritch: rubber bridge against honest bots, in the browser."""
