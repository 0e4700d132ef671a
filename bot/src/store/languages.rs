//! The languages channels and servers chose (`/settings language:`), and the one each
//! seated player last spoke.

use windward_engine::i18n::Lang;

use super::{to_db, Store, StoreError};

impl Store {
    /// Sets the language of a channel or a server (`place_id`), or clears it (`None`)
    /// so the next place up decides. Open games there speak it from their next board.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_language(&self, place_id: u64, lang: Option<Lang>) -> Result<(), StoreError> {
        match lang {
            Some(lang) => {
                sqlx::query(
                    "INSERT INTO languages (place_id, lang) VALUES ($1, $2)
                     ON CONFLICT (place_id) DO UPDATE SET lang = excluded.lang",
                )
                .bind(to_db(place_id))
                .bind(lang.code())
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM languages WHERE place_id = $1")
                    .bind(to_db(place_id))
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// The language a channel or a server chose, if any.
    ///
    /// # Errors
    /// Database failures.
    pub async fn language(&self, place_id: u64) -> Result<Option<Lang>, StoreError> {
        let code: Option<String> =
            sqlx::query_scalar("SELECT lang FROM languages WHERE place_id = $1")
                .bind(to_db(place_id))
                .fetch_optional(&self.pool)
                .await?;
        Ok(code.as_deref().and_then(Lang::parse))
    }

    /// Keeps a seated player's language (for their direct messages) that of their
    /// latest interaction with the game: Discord sends it with each one. The app calls
    /// this only when the two differ, so a player who keeps their language costs no
    /// write.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_seat_language(
        &self,
        session_id: i64,
        user_id: u64,
        lang: Lang,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE seats SET lang = $1 WHERE session_id = $2 AND user_id = $3")
            .bind(lang.code())
            .bind(session_id)
            .bind(to_db(user_id))
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
