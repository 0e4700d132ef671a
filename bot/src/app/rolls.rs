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
            Err(e) => return refuse(msg!("dice-refused", error = e.msg())),
        };
        // A private roll is the roller's; a public one is read by the channel, in
        // the language it chose (else the server's), else the roller's.
        let lang = if private {
            caller.lang
        } else {
            self.channel_lang(caller).await?
        };
        let mut description = breakdown::markdown(lang, &roll);
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
                    &say(
                        lang,
                        &msg!(
                            "turns-roll-title",
                            player = escape(&caller.name),
                            roll = breakdown::markdown_expression(&roll)
                        ),
                    ),
                    250,
                ),
                description: clip(&description, 4000),
                fields: vec![Field {
                    name: say(lang, &msg!("turns-roll-total")),
                    value: format!("**{}**", roll.total_text()),
                    inline: true,
                }],
                colour: 0x56B4E9,
                image_in_embed: true,
                footer: private.then(|| say(lang, &msg!("turns-roll-only-you"))),
            }),
            image: None,
            kept_image: None,
            rows: Vec::new(),
            pings: Vec::new(),
        };
        if roll.dice_rolled() <= ROLL_IMAGE_MAX_DICE {
            message.image = self.board.roll_image(roll, caller.name.clone(), lang).await;
        }
        Ok(Response::one(message))
    }

    /// The language a channel chose, else its server's, else the server's Discord
    /// language, else the caller's own (as a new game's table picks it).
    async fn channel_lang(&self, caller: &Caller) -> Result<Lang, Fail> {
        if let Some(lang) = self.store.language(caller.channel_id).await? {
            return Ok(lang);
        }
        if let Some(guild) = caller.guild_id {
            if let Some(lang) = self.store.language(guild).await? {
                return Ok(lang);
            }
        }
        Ok(caller.server_lang.unwrap_or(caller.lang))
    }
}
