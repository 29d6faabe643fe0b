-- Phone numbers are stored in one form, E.164 ('+923001234567'): the sign-up picker's
-- '+92 3001234567' and the spaces, brackets and dashes it allowed are taken out. (The API reads
-- them through libphonenumber-js as well, which also drops a national '0' written after the code.)
UPDATE users SET phone_number = regexp_replace(phone_number, '[ ()-]', '', 'g') WHERE phone_number ~ '^\+[0-9 ()-]+$';
UPDATE users SET telephone_number = regexp_replace(telephone_number, '[ ()-]', '', 'g') WHERE telephone_number ~ '^\+[0-9 ()-]+$';
UPDATE suppliers SET profile_data = jsonb_set(profile_data, '{phone_number}', to_jsonb(regexp_replace(profile_data->>'phone_number', '[ ()-]', '', 'g')))
 WHERE profile_data->>'phone_number' ~ '^\+[0-9 ()-]+$';
