-- Portraits stored before the site encoded them itself are the uploads as they came and may carry their metadata
-- (a phone's EXIF GPS): none of them is shown until it is uploaded again (decision 0123). The R2 object stays until
-- the next upload replaces it; the console says what to do.
UPDATE `doctors` SET `avatar_url` = NULL, `portrait_bytes` = NULL WHERE `portrait_key` IS NOT NULL;
