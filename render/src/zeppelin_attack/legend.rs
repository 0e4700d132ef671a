//! Zeppelin Attack!'s legend: the attack types' shapes and the capacity letters.

use windward_engine::games::zeppelin_attack::cards::AttackType;

use crate::kit::legend::{legend_height, LegendItem, Swatch};
use crate::kit::text::measure;
use crate::kit::theme::SMALL_MUTED;
use crate::kit::{Align, Canvas, Mark, Rect};

use super::pieces::type_look;

/// The attack types' shapes (the kit legend), and what the capacity letters mean.
pub(super) fn legend(area: Rect, c: Option<&mut Canvas>) -> f32 {
    let items: Vec<LegendItem> = AttackType::ALL
        .into_iter()
        .map(|t| {
            let (color, shape) = type_look(t);
            LegendItem::new(Swatch::Mark(Mark { color, shape }), t.name())
        })
        .collect();
    let capacities = "A D O: Attack, Defense, Operative";
    let room = area.w - measure(capacities, &SMALL_MUTED) - 32.0;
    let h = legend_height(&items, room);
    let Some(c) = c else { return h };
    let draw = |c: &mut Canvas, area: Rect| {
        c.draw_legend(&items, area.x, area.y, room);
        let cy = area.y + h - legend_height(&items[..1], room) / 2.0;
        c.draw_text(
            capacities,
            &SMALL_MUTED,
            area.right(),
            SMALL_MUTED.centered_baseline(cy),
            Align::Right,
        );
    };
    // The legend never changes: drawn once per thread and copied in (`kit::layer`).
    match crate::kit::layer::layer(
        "zeppelin legend",
        Rect::new(area.x, area.y, area.w, h),
        draw,
    ) {
        Ok(layer) => layer.paint(c),
        Err(_) => draw(c, area),
    }
    h
}
