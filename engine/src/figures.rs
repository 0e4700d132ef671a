//! Figures over measurements — self-play, load runs, benchmarks and examples: one
//! percentile for every report, so their p50 and p99 mean the same thing. Small enough
//! to write here rather than take a statistics crate for one function.

/// The value at fraction `p` (0 to 1) of `values` in ascending order, by nearest rank
/// (index `(n - 1) · p`, rounded): `p = 0.5` is the median, `1.0` the largest.
/// Sorts `values`; `None` when there are none.
pub fn percentile<T: Copy + Ord>(values: &mut [T], p: f64) -> Option<T> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let last = values.len() - 1;
    let index = ((last as f64) * p.clamp(0.0, 1.0)).round() as usize;
    Some(values[index.min(last)])
}

#[cfg(test)]
mod tests {
    use super::percentile;

    #[test]
    fn nearest_rank_over_sorted_values() {
        let mut values = [9, 1, 5, 3, 7];
        assert_eq!(percentile(&mut values, 0.5), Some(5));
        assert_eq!(percentile(&mut values, 0.0), Some(1));
        assert_eq!(percentile(&mut values, 1.0), Some(9));
        assert_eq!(percentile(&mut values, 0.99), Some(9));
        assert_eq!(percentile(&mut values, 0.3), Some(3));
        assert_eq!(percentile::<u32>(&mut [], 0.5), None);
    }
}
