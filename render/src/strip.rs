//! A whole game as one animated PNG (APNG): its public boards one after another, for
//! the end of a game. The boards are drawn as usual, then scaled to one width and
//! set on one canvas as tall as the tallest (boards grow and shrink as a game goes),
//! and written as APNG frames by the `png` crate; the `image` crate decodes and scales.
//! Written here because neither crate assembles an animation from pictures of
//! different sizes.

use image::{imageops, Rgb, RgbImage};

use crate::kit::palette;
use crate::{Png, RenderError};

/// How long each board shows, and the last one (the result) before the loop restarts.
const FRAME_MS: u16 = 1_200;
const LAST_MS: u16 = 4_000;

/// The animation of `boards` (PNG pictures, in order), each scaled to `width`.
///
/// # Errors
/// No boards, a board that is not a PNG, or the encoder refusing the frames.
pub fn strip(boards: &[Png], width: u32) -> Result<Vec<u8>, RenderError> {
    if boards.is_empty() || width == 0 {
        return Err(RenderError::Canvas { width, height: 0 });
    }
    let frames: Vec<RgbImage> = boards
        .iter()
        .map(|b| {
            let picture = image::load_from_memory_with_format(&b.bytes, image::ImageFormat::Png)
                .map_err(|e| RenderError::Encode(e.to_string()))?
                .to_rgb8();
            let height = (u64::from(picture.height()) * u64::from(width)
                / u64::from(picture.width().max(1)))
            .max(1) as u32;
            Ok(imageops::resize(
                &picture,
                width,
                height,
                imageops::FilterType::Triangle,
            ))
        })
        .collect::<Result<_, RenderError>>()?;
    let height = frames.iter().map(RgbImage::height).max().unwrap_or(1);
    let background = Rgb([
        palette::BACKGROUND.r,
        palette::BACKGROUND.g,
        palette::BACKGROUND.b,
    ]);
    let canvases: Vec<RgbImage> = frames
        .iter()
        .map(|frame| {
            let mut canvas = RgbImage::from_pixel(width, height, background);
            imageops::overlay(&mut canvas, frame, 0, 0);
            canvas
        })
        .collect();
    // One palette for the whole animation (boards share their colours), so every
    // frame is written as 8-bit indices: a quarter of the bytes of RGB, and flat runs
    // that deflate well.
    let (colours, index_of) = shared_palette(&canvases);
    let fail = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(colours.iter().flatten().copied().collect::<Vec<u8>>());
        encoder.set_compression(png::Compression::Balanced);
        encoder
            .set_animated(canvases.len() as u32, 0)
            .map_err(fail)?;
        encoder.set_frame_delay(FRAME_MS, 1_000).map_err(fail)?;
        let mut writer = encoder.write_header().map_err(fail)?;
        for (i, canvas) in canvases.iter().enumerate() {
            if i + 1 == canvases.len() {
                writer.set_frame_delay(LAST_MS, 1_000).map_err(fail)?;
            }
            let indices: Vec<u8> = canvas.pixels().map(|p| index_of[bucket(p.0)]).collect();
            writer.write_image_data(&indices).map_err(fail)?;
        }
        writer.finish().map_err(fail)?;
    }
    Ok(out)
}

/// A colour's bucket: 4 bits per channel.
fn bucket([r, g, b]: [u8; 3]) -> usize {
    (usize::from(r >> 4) << 8) | (usize::from(g >> 4) << 4) | usize::from(b >> 4)
}

/// The 256 most used colours (each bucket's mean), and for every bucket the index of
/// the nearest of them.
fn shared_palette(canvases: &[RgbImage]) -> (Vec<[u8; 3]>, Vec<u8>) {
    let mut count = vec![0u64; 4096];
    let mut sum = vec![[0u64; 3]; 4096];
    for p in canvases.iter().flat_map(|c| c.pixels()) {
        let k = bucket(p.0);
        count[k] += 1;
        for (s, v) in sum[k].iter_mut().zip(p.0) {
            *s += u64::from(v);
        }
    }
    let mut used: Vec<usize> = (0..4096).filter(|k| count[*k] > 0).collect();
    used.sort_by_key(|k| (std::cmp::Reverse(count[*k]), *k));
    used.truncate(256);
    let colours: Vec<[u8; 3]> = used
        .iter()
        .map(|&k| sum[k].map(|s| (s / count[k]) as u8))
        .collect();
    let centre = |k: usize| {
        [
            ((k >> 8) as u8) << 4 | 8,
            (((k >> 4) & 15) as u8) << 4 | 8,
            ((k & 15) as u8) << 4 | 8,
        ]
    };
    let index_of = (0..4096)
        .map(|k| match used.iter().position(|u| *u == k) {
            Some(i) => i as u8,
            None => {
                let c = centre(k);
                (0..colours.len())
                    .min_by_key(|i| {
                        colours[*i]
                            .iter()
                            .zip(c)
                            .map(|(a, b)| (i32::from(*a) - i32::from(b)).pow(2))
                            .sum::<i32>()
                    })
                    .unwrap_or(0) as u8
            }
        })
        .collect();
    (colours, index_of)
}

#[cfg(test)]
mod tests {
    use windward_engine::{Actor, GameKind, Match, Viewer};

    use super::*;

    #[test]
    fn a_game_becomes_an_animation_with_one_frame_per_board() {
        let mut game = Match::new(GameKind::Table, "dice=1d6 rounds=1", 2, 4).unwrap();
        let names = vec!["alice".to_string(), "bob".to_string()];
        let mut boards = vec![crate::board(
            &game.view(Viewer::Public),
            &crate::Names::new(&names, windward_engine::i18n::Lang::En),
        )
        .unwrap()];
        for (seat, notation) in [(0, "roll"), (0, "next"), (1, "roll"), (1, "next")] {
            game.apply_notation(Actor::player(windward_engine::Seat(seat)), notation)
                .unwrap();
            boards.push(
                crate::board(
                    &game.view(Viewer::Public),
                    &crate::Names::new(&names, windward_engine::i18n::Lang::En),
                )
                .unwrap(),
            );
        }
        let apng = strip(&boards, 600).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(&apng));
        let reader = decoder.read_info().unwrap();
        let info = reader.info();
        assert_eq!(info.width, 600);
        let control = info.animation_control().expect("an animated PNG");
        assert_eq!(control.num_frames, 5);
        assert_eq!(control.num_plays, 0, "it loops");
        assert!(strip(&[], 600).is_err());
    }
}
