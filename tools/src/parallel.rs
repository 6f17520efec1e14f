//! The one way the tools use several cores: split a list among threads.

/// `work` on every item, on `threads` threads, each taking a contiguous
/// share of the items with its own state from `state` (a searcher with its
/// tables, say); the results in the items' order. For a given thread count
/// each thread sees the same items in the same order, so runs repeat.
pub fn map<I: Sync, S, T: Send>(
    items: &[I],
    threads: usize,
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, &I) -> T + Sync,
) -> Vec<T> {
    let chunk = items.len().div_ceil(threads.max(1)).max(1);
    let (state, work) = (&state, &work);
    std::thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(chunk)
            .map(|items| {
                scope.spawn(move || {
                    let mut state = state();
                    items
                        .iter()
                        .map(|item| work(&mut state, item))
                        .collect::<Vec<T>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| match worker.join() {
                Ok(results) => results,
                // A failed worker's panic is the caller's.
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_the_items_order_whatever_the_threads() {
        let items: Vec<u32> = (0..101).collect();
        for threads in [1, 2, 3, 8, 200] {
            let squares = map(&items, threads, || (), |_, &x| x * x);
            assert_eq!(squares, items.iter().map(|x| x * x).collect::<Vec<_>>());
        }
        assert!(map(&[] as &[u32], 4, || (), |_, &x| x).is_empty());
    }
}
