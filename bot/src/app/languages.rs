//! `/settings language:`: the language a channel or a whole server plays in.
//!
//! Players' own replies follow their Discord locale on every interaction, so nobody
//! sets a language for themselves; a table needs one because everyone reads it. A
//! channel's choice wins over its server's, which wins over the server's Discord
//! locale (see the `languages` migration).

use super::*;

/// Where a language choice applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Channel,
    Server,
}

impl App {
    /// `/settings language:… [place:channel|server]`: sets (or with `default`, clears)
    /// the language of this channel or of the whole server. Only members who may
    /// manage the channel, or the server, may.
    pub(super) async fn set_language(
        &self,
        caller: &Caller,
        language: Option<&str>,
        place: Option<&str>,
    ) -> Result<Response, Fail> {
        let Some(language) = language else {
            return refuse(msg!("language-needs-a-language"));
        };
        let place = match place.map(str::trim) {
            None | Some("channel") => Place::Channel,
            Some("server") => Place::Server,
            Some(other) => {
                return refuse(msg!(
                    "language-bad-place",
                    place = text::escape(&text::clip(other, 20))
                ))
            }
        };
        let lang = match language.trim() {
            "default" | "Default" => None,
            "English" => Some(Lang::En),
            "Polski" => Some(Lang::Pl),
            "Français" => Some(Lang::Fr),
            code => match Lang::parse(code) {
                Some(lang) => Some(lang),
                None => {
                    return refuse(msg!(
                        "language-unknown",
                        language = text::escape(&text::clip(code, 20))
                    ))
                }
            },
        };
        let place_id = match (place, caller.guild_id) {
            (Place::Channel, _) if caller.manage_channel => caller.channel_id,
            (Place::Channel, _) => return refuse(msg!("language-channel-needs-permission")),
            (Place::Server, None) => return refuse(msg!("language-no-server")),
            (Place::Server, Some(guild)) if caller.manage_server => guild,
            (Place::Server, Some(_)) => return refuse(msg!("language-server-needs-permission")),
        };
        self.store.set_language(place_id, lang).await?;
        info!(place = place_id, lang = ?lang, "a language was chosen");
        let said = match (place, lang) {
            (Place::Channel, Some(lang)) => {
                msg!("language-channel-set", language = lang.native_name())
            }
            (Place::Server, Some(lang)) => {
                msg!("language-server-set", language = lang.native_name())
            }
            (Place::Channel, None) => msg!("language-channel-cleared"),
            (Place::Server, None) => msg!("language-server-cleared"),
        };
        Ok(Response::one(Message::to_caller(say(caller.lang, &said))))
    }
}
