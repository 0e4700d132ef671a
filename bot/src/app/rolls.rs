//! `/roll`: dice in the channel, with a picture of small rolls.

use windward_engine::dice;

use super::*;

impl App {
    pub(super) async fn roll(
        &self,
        caller: &Caller,
        expression: &str,
        private: bool,
    ) -> Result<Response, Fail> {
        let roll = {
            let mut rng = self.roll_rng.lock().unwrap_or_else(|p| p.into_inner());
            dice::roll(expression, &mut *rng)
        };
        let roll = match roll {
            Ok(roll) => roll,
            Err(e) => {
                return refuse(format!(
                    "{e}\nExamples: `2d6+3`, `4d6kh3`, `1d20 # initiative`, `8d10>=7`."
                ))
            }
        };
        let mut description = breakdown::markdown(&roll);
        if let Some(comment) = &roll.comment {
            description = format!("*{}*\n{description}", escape(comment));
        }
        let mut message = Message {
            audience: if private {
                Audience::Caller
            } else {
                Audience::Channel
            },
            content: Text::new(),
            embed: Some(Embed {
                // The expression as the breakdown shows it (labels made inert: a
                // label went into the title raw) and the roller's name escaped.
                title: clip(
                    &format!(
                        "🎲 {} rolls {}",
                        escape(&caller.name),
                        breakdown::markdown_expression(&roll)
                    ),
                    250,
                ),
                description: clip(&description, 4000),
                fields: vec![Field {
                    name: "Total".into(),
                    value: format!("**{}**", roll.total_text()),
                    inline: true,
                }],
                colour: 0x56B4E9,
                image_in_embed: true,
                footer: private.then(|| "Only you can see this roll.".to_string()),
            }),
            image: None,
            kept_image: None,
            rows: Vec::new(),
            pings: Vec::new(),
        };
        if roll.dice_rolled() <= ROLL_IMAGE_MAX_DICE {
            message.image = self.board.roll_image(roll, caller.name.clone()).await;
        }
        Ok(Response::one(message))
    }
}
