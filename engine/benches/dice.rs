//! `/roll` of typical expressions. Run: `cargo bench -p windward-engine`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use windward_engine::dice;
use windward_engine::rng::GameRng;

fn rolls(c: &mut Criterion) {
    let mut rng = GameRng::from_seed(1);
    for expr in [
        "4d6kh3+2",
        "1d20+5 # attack",
        "8d10>=7f1",
        "3d6!+2d8[fire]-1",
    ] {
        c.bench_function(&format!("roll {expr}"), |b| {
            b.iter(|| dice::roll(black_box(expr), &mut rng).unwrap())
        });
    }
}

criterion_group!(benches, rolls);
criterion_main!(benches);
