-- NileCare's sample content: invented doctors, reviews, facilities and accommodations for development, demos and the tests,
-- applied after the migrations by `npm run db:sample-data` (so `npm start`, `npm run dev`) and by the worker and
-- browser tests (tests/worker/seed-helper.ts). Never applied to production, which starts with what the operator
-- enters (decision 0102).
-- Idempotent: every row has a fixed id and every insert ends with ON CONFLICT DO NOTHING, so a second run changes
-- nothing. Unlike INSERT OR IGNORE, ON CONFLICT DO NOTHING only skips rows that already exist: a row that breaks a
-- CHECK or NOT NULL constraint still fails loudly.
-- Consistency rule: a doctor's total_reviews is the number of its doctor_reviews rows and patient_rating is their
-- average rating rounded to one decimal (tests/worker/seed.test.ts checks both).
-- JSON list columns hold JSON arrays as text; booleans are 0/1; created_at is epoch milliseconds.

-- Doctors ------------------------------------------------------------------------------------------------------------

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-ahmed-hassan', 'Dr. Ahmed Hassan', 'Consultant Cardiothoracic Surgeon', 'Cardiac Surgery', NULL, 22, 4.8, 5,
  'Dr. Ahmed Hassan leads the adult cardiac surgery team at Cairo Heart Institute in Heliopolis. He specialises in off-pump coronary artery bypass grafting and complex valve repair, and has operated on patients from more than 30 countries. He trained in Cairo and London and still teaches young surgeons in the UK every year.',
  '["MBBCh, Faculty of Medicine, Cairo University (1998)", "MSc in General Surgery, Cairo University (2002)", "MD in Cardiothoracic Surgery, Cairo University (2007)", "Clinical Fellowship in Adult Cardiac Surgery, Royal Brompton Hospital, London (2009)"]',
  '["Arabic", "English", "German"]',
  3200, 45,
  '["More than 1,500 off-pump bypass operations", "Egyptian Society of Cardiothoracic Surgery Award for Surgical Excellence (2019)", "Founding member of the Cairo Heart Institute valve repair programme"]',
  '["Egyptian Fellowship of Cardiothoracic Surgery", "FRCS (CTh), Royal College of Surgeons of England", "European Board of Cardiothoracic Surgery"]',
  1, unixepoch('2024-01-10 09:00:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-mahmoud-abdel-rahman', 'Dr. Mahmoud Abdel Rahman', 'Professor of Cardiothoracic Surgery', 'Cardiac Surgery', NULL, 28, 4.7, 3,
  'Professor of Cardiothoracic Surgery at Ain Shams University and a pioneer of minimally invasive valve surgery in Egypt. He operates through small incisions that shorten the hospital stay and the recovery, which matters to patients who want to fly home sooner.',
  '["MBBCh, Faculty of Medicine, Ain Shams University (1992)", "MD in Cardiothoracic Surgery, Ain Shams University (1999)", "Fellowship in Minimally Invasive Cardiac Surgery, Hôpital Européen Georges-Pompidou, Paris (2003)"]',
  '["Arabic", "English", "French", "Italian"]',
  4100, 86,
  '["Introduced minimally invasive mitral valve surgery at Ain Shams University Hospitals", "Past president of the Egyptian Society of Cardiothoracic Surgery", "Visiting professor at the University of Padua (2015-2018)"]',
  '["Egyptian Fellowship of Cardiothoracic Surgery", "European Board of Cardiothoracic Surgery", "Member of the European Association for Cardio-Thoracic Surgery (EACTS)"]',
  1, unixepoch('2024-01-10 09:05:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-hoda-ibrahim', 'Dr. Hoda Ibrahim', 'Consultant Cardiothoracic & Vascular Surgeon', 'Cardiac Surgery', NULL, 16, 4.6, 5,
  'Dr. Hoda Ibrahim combines cardiac surgery with vascular and venous procedures, so patients who need care for both the heart and the circulation are treated by one team. She is known for careful pre-operative assessment and clear explanations for patients and their families.',
  '["MBBCh, Faculty of Medicine, Alexandria University (2004)", "MSc in Vascular Surgery, Alexandria University (2009)", "MD in Cardiothoracic Surgery, Alexandria University (2013)", "Fellowship in Endovascular Surgery, Karolinska University Hospital, Stockholm (2015)"]',
  '["Arabic", "English", "Spanish"]',
  1850, 27,
  '["First woman to lead the hybrid cardiac and vascular operating team at Alexandria University Hospitals", "Young Investigator Award, Egyptian Society of Vascular Surgery (2017)", "Trained more than 40 surgical residents"]',
  '["Egyptian Fellowship of Cardiothoracic Surgery", "European Board of Vascular Surgery (FEBVS)", "Certified in Endovenous Laser Ablation"]',
  1, unixepoch('2024-02-05 10:00:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-nadia-el-sherif', 'Dr. Nadia El-Sherif', 'Consultant Ophthalmologist & Refractive Surgeon', 'Ophthalmology', NULL, 19, 4.9, 7,
  'Medical director of refractive surgery at Nile Vision Eye Center in Dokki. Dr. Nadia El-Sherif has performed LASIK, SMILE and lens implant procedures for patients from across Europe, the Gulf and Africa, and tailors every treatment to detailed corneal mapping.',
  '["MBBCh, Faculty of Medicine, Cairo University (2001)", "MSc in Ophthalmology, Cairo University (2005)", "MD in Ophthalmology, Cairo University (2010)", "Fellowship in Cornea and Refractive Surgery, Moorfields Eye Hospital, London (2012)"]',
  '["Arabic", "English", "French", "German"]',
  12500, 38,
  '["More than 12,000 laser vision correction procedures", "Best Refractive Surgery Presentation, Egyptian Ophthalmological Society (2021)", "Invited speaker at the European Society of Cataract and Refractive Surgeons congress"]',
  '["Egyptian Fellowship of Ophthalmology", "European Board of Ophthalmology (FEBO)", "FRCS (Ophth), Royal College of Surgeons of Edinburgh"]',
  1, unixepoch('2024-01-10 09:10:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-tarek-mansour', 'Dr. Tarek Mansour', 'Consultant Vitreoretinal & Cataract Surgeon', 'Ophthalmology', NULL, 14, 4.5, 4,
  'Dr. Tarek Mansour treats retinal detachment, diabetic eye disease and complex cataracts. He uses small-gauge vitrectomy and modern premium lenses, and works closely with referring doctors abroad on each patient''s follow-up.',
  '["MBBCh, Faculty of Medicine, Ain Shams University (2006)", "MSc in Ophthalmology, Ain Shams University (2010)", "MD in Ophthalmology, Ain Shams University (2014)", "Vitreoretinal Fellowship, University Eye Hospital Tübingen (2016)"]',
  '["Arabic", "English", "German"]',
  5400, 22,
  '["Set up the diabetic retinopathy screening programme at Ain Shams University Hospitals", "More than 2,000 vitrectomy operations"]',
  '["Egyptian Fellowship of Ophthalmology", "European Board of Ophthalmology (FEBO)", "Member of the European Society of Retina Specialists (EURETINA)"]',
  1, unixepoch('2024-03-18 11:00:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-dina-farag', 'Dr. Dina Farag', 'Consultant Oculoplastic & Orbital Surgeon', 'Ophthalmology', NULL, 12, 4.7, 3,
  'Dr. Dina Farag specialises in eyelid, tear duct and orbital surgery, including cosmetic blepharoplasty and ptosis correction. Her approach combines functional eye care with natural-looking aesthetic results.',
  '["MBBCh, Faculty of Medicine, Alexandria University (2008)", "MSc in Ophthalmology, Alexandria University (2012)", "Oculoplastic Fellowship, Moorfields Eye Hospital, London (2016)"]',
  '["Arabic", "English", "French"]',
  2300, 15,
  '["Developed a day-case blepharoplasty pathway for international patients", "Best Poster Award, European Society of Ophthalmic Plastic and Reconstructive Surgery (2019)"]',
  '["Egyptian Fellowship of Ophthalmology", "European Board of Ophthalmology (FEBO)", "Member of the European Society of Ophthalmic Plastic and Reconstructive Surgery (ESOPRS)"]',
  1, unixepoch('2024-04-02 09:30:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-karim-adel', 'Dr. Karim Adel', 'Consultant Prosthodontist & Implantologist', 'Dental Care', NULL, 15, 4.8, 5,
  'Dr. Karim Adel leads a digital dentistry clinic in New Cairo that plans implants and veneers with 3D scans and guided surgery. Many of his patients complete a full smile makeover in two short visits to Egypt.',
  '["BDS, Faculty of Dentistry, Cairo University (2005)", "MSc in Fixed Prosthodontics, Cairo University (2010)", "PhD in Oral Implantology, Cairo University (2015)", "Master of Oral Implantology, Goethe University Frankfurt (2017)"]',
  '["Arabic", "English", "Italian", "Spanish"]',
  6800, 19,
  '["More than 4,000 dental implants placed", "Speaker at the International Team for Implantology (ITI) World Symposium", "Founder of a guided implant surgery course for Egyptian dentists"]',
  '["ITI Fellow", "Certified in Guided Implant Surgery", "Member of the Egyptian Dental Association"]',
  1, unixepoch('2024-01-10 09:15:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-sherif-ragab', 'Dr. Sherif Ragab', 'Consultant Oral & Maxillofacial Surgeon', 'Dental Care', NULL, 20, 4.6, 5,
  'Dr. Sherif Ragab performs corrective jaw surgery, complex bone grafting and facial contouring. He works with orthodontists and plastic surgeons to plan treatments that improve both function and facial balance.',
  '["BDS, Faculty of Dentistry, Alexandria University (2000)", "MSc in Oral and Maxillofacial Surgery, Alexandria University (2005)", "PhD in Oral and Maxillofacial Surgery, Alexandria University (2010)", "AO Fellowship in Craniomaxillofacial Surgery, University Hospital Zurich (2012)"]',
  '["Arabic", "English", "German", "French"]',
  3900, 31,
  '["Head of the maxillofacial unit at New Cairo Medical City", "More than 600 orthognathic operations with 3D virtual planning", "Egyptian Association of Oral and Maxillofacial Surgeons Award (2020)"]',
  '["Fellow of the European Board of Oral and Maxillofacial Surgery (FEBOMFS)", "Egyptian Fellowship of Oral and Maxillofacial Surgery", "Member of the British Association of Oral and Maxillofacial Surgeons"]',
  1, unixepoch('2024-02-20 10:30:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-laila-mostafa', 'Dr. Laila Mostafa', 'Consultant Plastic & Reconstructive Surgeon', 'Cosmetic Surgery', NULL, 18, 4.5, 4,
  'Dr. Laila Mostafa focuses on body contouring and breast surgery, including tummy tucks, liposuction and combined mommy makeover procedures. She spends time with each patient before surgery to agree realistic goals.',
  '["MBBCh, Faculty of Medicine, Ain Shams University (2003)", "MSc in Plastic Surgery, Ain Shams University (2008)", "MD in Plastic and Reconstructive Surgery, Ain Shams University (2012)", "Aesthetic Surgery Fellowship, Hôpital Saint-Louis, Paris (2014)"]',
  '["Arabic", "English", "French"]',
  4700, 24,
  '["More than 1,200 abdominoplasty procedures", "Scientific committee member, Egyptian Society of Plastic and Reconstructive Surgeons", "Volunteer surgeon on burn reconstruction missions in Upper Egypt"]',
  '["Egyptian Fellowship of Plastic Surgery", "European Board of Plastic, Reconstructive and Aesthetic Surgery (EBOPRAS)", "Member of the International Society of Aesthetic Plastic Surgery (ISAPS)"]',
  1, unixepoch('2024-01-10 09:20:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-hany-saleh', 'Dr. Hany Saleh', 'Consultant Facial Plastic Surgeon', 'Cosmetic Surgery', NULL, 13, 4.3, 3,
  'Dr. Hany Saleh is a facial plastic surgeon known for primary and revision rhinoplasty, facelifts and ear correction. He uses computer imaging so that patients can preview realistic changes before surgery.',
  '["MBBCh, Faculty of Medicine, Cairo University (2007)", "MSc in Otorhinolaryngology, Cairo University (2011)", "MD in Facial Plastic Surgery, Cairo University (2015)", "Fellowship in Facial Plastic Surgery, University of Toronto (2017)"]',
  '["Arabic", "English", "Russian"]',
  2900, 12,
  '["More than 1,500 rhinoplasty procedures, including 300 revision cases", "Instructor at the annual Cairo Rhinoplasty Course"]',
  '["Egyptian Fellowship of Otorhinolaryngology", "European Board of Facial Plastic Surgery", "Member of the American Academy of Facial Plastic and Reconstructive Surgery"]',
  1, unixepoch('2024-05-14 12:00:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-mohamed-el-masry', 'Dr. Mohamed El-Masry', 'Consultant General & Laparoscopic Surgeon', 'General Surgery', NULL, 21, 4.4, 5,
  'Dr. Mohamed El-Masry performs keyhole surgery for gallbladder disease, hernias, appendicitis and colorectal conditions. Most of his patients go home within a day or two and are fit to fly after a short recovery.',
  '["MBBCh, Faculty of Medicine, Cairo University (1999)", "MSc in General Surgery, Cairo University (2004)", "MD in General Surgery, Cairo University (2009)", "Fellowship in Advanced Laparoscopic Surgery, IRCAD, Strasbourg (2011)"]',
  '["Arabic", "English", "German"]',
  7600, 33,
  '["More than 5,000 laparoscopic gallbladder removals", "Head of the minimally invasive surgery unit at Kasr Al Ainy Hospital", "Egyptian Society of Laparoscopic Surgeons Lifetime Contribution Award (2022)"]',
  '["Egyptian Fellowship of General Surgery", "FRCS (UK)", "Member of the European Association for Endoscopic Surgery (EAES)"]',
  1, unixepoch('2024-01-10 09:25:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-rania-khalil', 'Dr. Rania Khalil', 'Consultant Bariatric & Laparoscopic Surgeon', 'General Surgery', NULL, 14, 4.7, 3,
  'Dr. Rania Khalil leads the weight loss surgery programme at New Cairo Medical City and performs body contouring after major weight loss, so patients can complete their transformation with one team.',
  '["MBBCh, Faculty of Medicine, Ain Shams University (2006)", "MSc in General Surgery, Ain Shams University (2010)", "MD in General Surgery, Ain Shams University (2014)", "Bariatric and Metabolic Surgery Fellowship, Hospital Clínic de Barcelona (2016)"]',
  '["Arabic", "English", "Spanish", "French"]',
  3100, 21,
  '["More than 2,000 sleeve gastrectomy and gastric bypass operations", "Centre of Excellence accreditation for the New Cairo Medical City bariatric unit", "Co-author of the Egyptian guidelines on nutrition after bariatric surgery"]',
  '["Egyptian Fellowship of General Surgery", "Member of the International Federation for the Surgery of Obesity (IFSO)", "Certified in Post-Bariatric Body Contouring"]',
  1, unixepoch('2024-03-04 10:00:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-amr-zaki', 'Dr. Amr Zaki', 'Consultant Orthopedic & Joint Replacement Surgeon', 'Orthopedic Surgery', NULL, 24, 4.7, 6,
  'Dr. Amr Zaki specialises in hip and knee replacement, including robotic-assisted and partial knee procedures. His rapid recovery programme gets most patients walking on the day of surgery.',
  '["MBBCh, Faculty of Medicine, Cairo University (1997)", "MSc in Orthopedic Surgery, Cairo University (2001)", "MD in Orthopedic Surgery, Cairo University (2006)", "Arthroplasty Fellowship, ENDO-Klinik Hamburg (2008)"]',
  '["Arabic", "English", "German", "Russian"]',
  5200, 41,
  '["More than 3,500 hip and knee replacements", "Introduced robotic-assisted knee replacement at New Cairo Medical City", "Egyptian Orthopaedic Association Award for Clinical Excellence (2018)"]',
  '["Egyptian Fellowship of Orthopedic Surgery", "FRCS (Tr & Orth), Royal College of Surgeons of Edinburgh", "Member of the European Hip Society"]',
  1, unixepoch('2024-01-10 09:30:00') * 1000
) ON CONFLICT DO NOTHING;

INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-samir-el-gendy', 'Dr. Samir El-Gendy', 'Consultant Spine & Orthopedic Surgeon', 'Orthopedic Surgery', NULL, 17, 4.5, 2,
  'Dr. Samir El-Gendy treats slipped discs, spinal stenosis and sports injuries, preferring minimally invasive and endoscopic techniques that protect the muscles and shorten recovery.',
  '["MBBCh, Faculty of Medicine, Alexandria University (2003)", "MSc in Orthopedic Surgery, Alexandria University (2007)", "MD in Orthopedic Surgery, Alexandria University (2012)", "Spine Surgery Fellowship, Schulthess Klinik, Zurich (2014)"]',
  '["Arabic", "English", "Italian"]',
  2600, 18,
  '["First full-endoscopic lumbar discectomy series in Alexandria", "AO Spine faculty member for the Middle East"]',
  '["Egyptian Fellowship of Orthopedic Surgery", "AO Spine Fellowship", "European Spine Diploma (EUROSPINE)"]',
  1, unixepoch('2024-06-11 09:00:00') * 1000
) ON CONFLICT DO NOTHING;

-- Retired: kept so that old reviews stay linked, but hidden from every list (is_active = 0).
INSERT INTO doctors (id, name, title, specialization, avatar_url, experience_years, patient_rating, total_reviews, bio, education, languages, successful_procedures, research_publications, achievements, certifications, is_active, created_at)
VALUES (
  'dr-adel-shawky', 'Dr. Adel Shawky', 'Consultant Orthopedic Surgeon', 'Orthopedic Surgery', NULL, 35, 4.0, 2,
  'Dr. Adel Shawky retired from clinical practice in 2025 and no longer accepts new patients.',
  '["MBBCh, Faculty of Medicine, Ain Shams University (1985)", "MD in Orthopedic Surgery, Ain Shams University (1993)"]',
  '["Arabic", "English"]',
  6100, 52,
  '["Former head of orthopaedics at Ain Shams University Hospitals"]',
  '["Egyptian Fellowship of Orthopedic Surgery"]',
  0, unixepoch('2024-01-10 09:35:00') * 1000
) ON CONFLICT DO NOTHING;

-- Treatment categories per doctor (some doctors work in two) -------------------------------------------------------

INSERT INTO doctor_treatments (doctor_id, treatment_category) VALUES
  ('dr-ahmed-hassan', 'cardiac-surgery'),
  ('dr-mahmoud-abdel-rahman', 'cardiac-surgery'),
  ('dr-hoda-ibrahim', 'cardiac-surgery'),
  ('dr-hoda-ibrahim', 'general-surgery'),
  ('dr-nadia-el-sherif', 'eye-surgery'),
  ('dr-tarek-mansour', 'eye-surgery'),
  ('dr-dina-farag', 'eye-surgery'),
  ('dr-dina-farag', 'cosmetic-surgery'),
  ('dr-karim-adel', 'dental-care'),
  ('dr-sherif-ragab', 'dental-care'),
  ('dr-sherif-ragab', 'cosmetic-surgery'),
  ('dr-laila-mostafa', 'cosmetic-surgery'),
  ('dr-hany-saleh', 'cosmetic-surgery'),
  ('dr-mohamed-el-masry', 'general-surgery'),
  ('dr-rania-khalil', 'general-surgery'),
  ('dr-rania-khalil', 'cosmetic-surgery'),
  ('dr-amr-zaki', 'orthopedic-surgery'),
  ('dr-samir-el-gendy', 'orthopedic-surgery'),
  ('dr-adel-shawky', 'orthopedic-surgery')
ON CONFLICT DO NOTHING;

-- Reviews (ratings listed per doctor next to the doctor's total_reviews and patient_rating) -------------------------

-- dr-ahmed-hassan: 5 reviews, 5+5+4+5+5 = 24, average 4.8
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-ahmed-hassan-1', 'dr-ahmed-hassan', 'James Whitaker', 'United Kingdom', 0, 5, 'Coronary Artery Bypass Surgery', 'Dr. Hassan explained every step of my triple bypass and the whole team checked on me day and night. Six months later I am walking five kilometres a day.', '6 weeks', unixepoch('2025-02-18 14:20:00') * 1000),
  ('review-ahmed-hassan-2', 'dr-ahmed-hassan', 'Fatima Al-Rashid', 'Saudi Arabia', 0, 5, 'Mitral Valve Repair', 'My mother had her mitral valve repaired instead of replaced, which was exactly what we had hoped for. He answered all of our questions in Arabic and in English.', '5 weeks', unixepoch('2025-06-03 09:45:00') * 1000),
  ('review-ahmed-hassan-3', 'dr-ahmed-hassan', 'Michael Brennan', 'Ireland', 0, 4, 'Aortic Valve Replacement', 'Excellent surgeon and a very clean hospital. The wait for my pre-operative tests was a little longer than planned, but the surgery itself went perfectly.', '8 weeks', unixepoch('2025-10-21 17:05:00') * 1000),
  ('review-ahmed-hassan-4', 'dr-ahmed-hassan', 'Oluwaseun Adeyemi', 'Nigeria', 0, 5, 'Coronary Artery Bypass Surgery', 'I paid less than half of what the same operation costs elsewhere and received world-class care. I am grateful to Dr. Hassan and his team.', '6 weeks', unixepoch('2026-03-09 11:30:00') * 1000),
  ('review-ahmed-hassan-5', 'dr-ahmed-hassan', 'Klaus Becker', 'Germany', 0, 5, 'Heart Valve Replacement', 'Dr. Hassan speaks fluent German, which made a stressful time much easier for my wife and me. My recovery went exactly as he predicted.', '7 weeks', unixepoch('2026-08-27 08:10:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-mahmoud-abdel-rahman: 3 reviews, 5+4+5 = 14, average 4.67 -> 4.7
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-mahmoud-abdel-rahman-1', 'dr-mahmoud-abdel-rahman', 'Giulia Romano', 'Italy', 0, 5, 'Minimally Invasive Valve Surgery', 'The professor replaced my aortic valve through a small incision and I left the hospital after five days. He even explained my results to me in Italian.', '4 weeks', unixepoch('2025-04-12 10:00:00') * 1000),
  ('review-mahmoud-abdel-rahman-2', 'dr-mahmoud-abdel-rahman', 'Hamad Al-Mutairi', 'Kuwait', 0, 4, 'Heart Valve Replacement', 'A very experienced surgeon and the operation was a success. Appointments were sometimes delayed because he is so busy, but the coordinators kept us informed.', '6 weeks', unixepoch('2025-11-30 16:40:00') * 1000),
  ('review-mahmoud-abdel-rahman-3', 'dr-mahmoud-abdel-rahman', 'Sophie Laurent', 'France', 0, 5, 'Mitral Valve Repair', 'Calm, precise and kind. The follow-up video calls after I returned to Lyon were very reassuring.', '5 weeks', unixepoch('2026-05-16 13:15:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-hoda-ibrahim: 5 reviews, 5+4+5+4+5 = 23, average 4.6
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-hoda-ibrahim-1', 'dr-hoda-ibrahim', 'Aisha Mohammed', 'Sudan', 0, 5, 'Coronary Artery Bypass Surgery', 'Dr. Hoda treated my father with great patience and explained everything to our family. He is back at work on the farm.', '7 weeks', unixepoch('2025-01-27 12:00:00') * 1000),
  ('review-hoda-ibrahim-2', 'dr-hoda-ibrahim', 'Daniel Kowalski', 'Poland', 0, 4, 'Varicose Vein Treatment', 'A quick laser procedure and almost no pain afterwards. Good care; only the transfer to my hotel on the day of discharge was a bit late.', '1 week', unixepoch('2025-07-14 15:25:00') * 1000),
  ('review-hoda-ibrahim-3', 'dr-hoda-ibrahim', 'Maryam Al-Balushi', 'Oman', 0, 5, 'Mitral Valve Repair', 'I was very afraid of heart surgery and Dr. Hoda made me feel safe. Every question I had was answered.', '6 weeks', unixepoch('2025-12-05 10:50:00') * 1000),
  ('review-hoda-ibrahim-4', 'dr-hoda-ibrahim', 'Carlos Mendoza', 'Spain', 0, 4, 'Varicose Vein Treatment', 'A good result on both legs, and it was great to speak Spanish with my surgeon. The clinic was very busy on the day of the procedure.', '10 days', unixepoch('2026-04-22 09:35:00') * 1000),
  ('review-hoda-ibrahim-5', 'dr-hoda-ibrahim', 'Ruth Thompson', 'Australia', 0, 5, 'Aortic Valve Replacement', 'An outstanding surgeon. My cardiologist at home was impressed by the surgical report and the follow-up plan.', '8 weeks', unixepoch('2026-09-18 18:00:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-nadia-el-sherif: 7 reviews, 5+5+5+5+4+5+5 = 34, average 4.86 -> 4.9
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-nadia-el-sherif-1', 'dr-nadia-el-sherif', 'Emma Schneider', 'Germany', 0, 5, 'LASIK Eye Surgery', 'I had worn glasses for twenty years and could read the clock on the wall the next morning. Dr. El-Sherif explained my scans to me in German.', '3 days', unixepoch('2025-01-08 10:10:00') * 1000),
  ('review-nadia-el-sherif-2', 'dr-nadia-el-sherif', 'Omar Al-Farsi', 'United Arab Emirates', 0, 5, 'LASIK Eye Surgery', 'Very professional from the first consultation. The whole treatment took less than an hour and my vision is now 20/20.', '2 days', unixepoch('2025-03-22 14:00:00') * 1000),
  ('review-nadia-el-sherif-3', 'dr-nadia-el-sherif', 'Claire Dubois', 'France', 0, 5, 'ICL Implantation', 'My eyes were not suitable for LASIK, so she recommended lens implants. The result is wonderful and the clinic staff were very attentive.', '1 week', unixepoch('2025-06-30 11:45:00') * 1000),
  ('review-nadia-el-sherif-4', 'dr-nadia-el-sherif', 'Grace Wanjiru', 'Kenya', 0, 5, 'Cataract Surgery', 'Both of my mother''s cataracts were removed a week apart. She can see her grandchildren clearly again.', '2 weeks', unixepoch('2025-09-11 16:30:00') * 1000),
  ('review-nadia-el-sherif-5', 'dr-nadia-el-sherif', 'Thomas Andersson', 'Sweden', 0, 4, 'LASIK Eye Surgery', 'An excellent result. My eyes were dry for a few weeks, as the doctor had warned, but that has now gone.', '1 week', unixepoch('2026-01-19 09:20:00') * 1000),
  ('review-nadia-el-sherif-6', 'dr-nadia-el-sherif', 'Layla Haddad', 'Lebanon', 0, 5, 'SMILE Laser Eye Surgery', 'Dr. Nadia is the kindest doctor I have met. The procedure was painless and I visited the pyramids two days later.', '3 days', unixepoch('2026-06-07 12:40:00') * 1000),
  ('review-nadia-el-sherif-7', 'dr-nadia-el-sherif', 'John Miller', 'United States', 0, 5, 'Cataract Surgery', 'A fraction of the price I was quoted at home, with the latest lens technology. I recommend her without hesitation.', '2 weeks', unixepoch('2026-10-02 15:55:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-tarek-mansour: 4 reviews, 5+4+4+5 = 18, average 4.5
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-tarek-mansour-1', 'dr-tarek-mansour', 'Ahmed Bakr', 'Libya', 0, 5, 'Retinal Detachment Repair', 'I arrived with a retinal detachment and was operated on the same evening. My sight has been saved.', '4 weeks', unixepoch('2025-05-06 20:15:00') * 1000),
  ('review-tarek-mansour-2', 'dr-tarek-mansour', 'Natalia Ivanova', 'Russia', 0, 4, 'Cataract Surgery', 'A good surgeon and a good result. I would have liked written instructions in Russian, but the coordinator translated everything for me.', '2 weeks', unixepoch('2025-08-25 10:05:00') * 1000),
  ('review-tarek-mansour-3', 'dr-tarek-mansour', 'Pieter van Dijk', 'Netherlands', 0, 4, 'Vitrectomy', 'Professional and honest about what could be achieved. Keeping my head down after surgery was hard work, but worth it.', '3 weeks', unixepoch('2026-02-13 13:00:00') * 1000),
  ('review-tarek-mansour-4', 'dr-tarek-mansour', 'Hassan Al-Obaidi', 'Iraq', 0, 5, 'Cataract Surgery', 'Dr. Tarek removed the cataracts from both of my eyes and fitted multifocal lenses. I no longer need reading glasses.', '2 weeks', unixepoch('2026-07-29 11:20:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-dina-farag: 3 reviews, 5+4+5 = 14, average 4.67 -> 4.7
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-dina-farag-1', 'dr-dina-farag', 'Hannah Clarke', 'United Kingdom', 0, 5, 'Blepharoplasty', 'Upper and lower eyelid surgery with a very natural result. My friends say I look rested, not different.', '2 weeks', unixepoch('2025-04-28 10:30:00') * 1000),
  ('review-dina-farag-2', 'dr-dina-farag', 'Noura Al-Thani', 'Qatar', 0, 4, 'Ptosis Correction', 'My drooping eyelid is fixed and I can see better to the sides. The swelling took a little longer to settle than I expected.', '3 weeks', unixepoch('2025-10-09 14:45:00') * 1000),
  ('review-dina-farag-3', 'dr-dina-farag', 'Isabelle Martin', 'Canada', 0, 5, 'Blepharoplasty', 'Dr. Farag was thorough and gentle, and she spoke French with me. I would choose her again.', '10 days', unixepoch('2026-06-24 09:00:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-karim-adel: 5 reviews, 5+5+5+4+5 = 24, average 4.8
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-karim-adel-1', 'dr-karim-adel', 'Marco Bianchi', 'Italy', 0, 5, 'Dental Implants', 'Four implants placed in one visit and the final crowns fitted on my second trip. Everything was explained in Italian.', '1 week', unixepoch('2025-02-04 12:10:00') * 1000),
  ('review-karim-adel-2', 'dr-karim-adel', 'Sarah Jenkins', 'United Kingdom', 0, 5, 'Porcelain Veneers', 'Ten veneers that look completely natural. It cost less than a quarter of my quotes in London, hotel included.', '3 days', unixepoch('2025-05-19 15:00:00') * 1000),
  ('review-karim-adel-3', 'dr-karim-adel', 'Abdullah Al-Harbi', 'Saudi Arabia', 0, 5, 'All-on-4 Dental Implants', 'I can eat normally again after years of dentures. The team was punctual and the clinic spotless.', '2 weeks', unixepoch('2025-09-02 10:25:00') * 1000),
  ('review-karim-adel-4', 'dr-karim-adel', 'Lucía Fernández', 'Spain', 0, 4, 'Full Smile Makeover', 'A beautiful result and a friendly team. The temporary teeth were uncomfortable for a few days.', '1 week', unixepoch('2026-01-31 17:35:00') * 1000),
  ('review-karim-adel-5', 'dr-karim-adel', 'Kwame Mensah', 'Ghana', 0, 5, 'Dental Implants', 'Dr. Karim planned everything from my scan before I even travelled. Professional from start to finish.', '1 week', unixepoch('2026-07-11 11:05:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-sherif-ragab: 5 reviews, 5+5+4+4+5 = 23, average 4.6
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-sherif-ragab-1', 'dr-sherif-ragab', 'Lena Hoffmann', 'Switzerland', 0, 5, 'Jaw Surgery (Orthognathic)', 'My bite is finally correct and my profile looks balanced. The 3D plan matched the result exactly.', '6 weeks', unixepoch('2025-03-15 09:50:00') * 1000),
  ('review-sherif-ragab-2', 'dr-sherif-ragab', 'Youssef Benali', 'Morocco', 0, 5, 'Bone Grafting', 'A sinus lift and bone graft before my implants, with no complications and a very clear aftercare plan.', '2 weeks', unixepoch('2025-07-27 13:40:00') * 1000),
  ('review-sherif-ragab-3', 'dr-sherif-ragab', 'Anna Petrenko', 'Ukraine', 0, 4, 'Chin Augmentation', 'A subtle and natural result. Eating was difficult for the first week, as I had been told it would be.', '2 weeks', unixepoch('2025-12-18 16:20:00') * 1000),
  ('review-sherif-ragab-4', 'dr-sherif-ragab', 'Ryan O''Connor', 'Ireland', 0, 4, 'Wisdom Teeth Removal', 'All four wisdom teeth removed under sedation. The swelling lasted longer than I hoped, but the care was excellent.', '1 week', unixepoch('2026-03-03 10:15:00') * 1000),
  ('review-sherif-ragab-5', 'dr-sherif-ragab', 'Mariam Saleh', 'Jordan', 0, 5, 'Jaw Surgery (Orthognathic)', 'Life-changing surgery. Dr. Sherif and his team looked after me like family during my whole stay.', '6 weeks', unixepoch('2026-08-14 12:30:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-laila-mostafa: 4 reviews, 5+5+3+5 = 18, average 4.5
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-laila-mostafa-1', 'dr-laila-mostafa', 'Jessica Taylor', 'United States', 0, 5, 'Tummy Tuck', 'An amazing result after two pregnancies. Dr. Laila was honest about what was possible and delivered exactly that.', '3 weeks', unixepoch('2025-02-26 11:00:00') * 1000),
  ('review-laila-mostafa-2', 'dr-laila-mostafa', 'Amira Nasser', 'Bahrain', 0, 5, 'Mommy Makeover', 'A tummy tuck and breast lift in one operation. The recovery suite and the nurses were excellent.', '4 weeks', unixepoch('2025-08-08 14:10:00') * 1000),
  ('review-laila-mostafa-3', 'dr-laila-mostafa', 'Olga Smirnova', 'Russia', 0, 3, 'Liposuction', 'The surgery went well but I expected a bigger change. The doctor offered me a free review at six months.', '2 weeks', unixepoch('2026-01-06 10:45:00') * 1000),
  ('review-laila-mostafa-4', 'dr-laila-mostafa', 'Amélie Rousseau', 'Belgium', 0, 5, 'Breast Augmentation', 'A natural shape and size, exactly as we had discussed. I felt safe and well informed throughout.', '2 weeks', unixepoch('2026-05-28 15:30:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-hany-saleh: 3 reviews, 4+5+4 = 13, average 4.33 -> 4.3
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-hany-saleh-1', 'dr-hany-saleh', 'Dmitry Volkov', 'Russia', 0, 4, 'Rhinoplasty', 'My breathing is much better and the nose looks natural. The bruising lasted almost two weeks.', '2 weeks', unixepoch('2025-06-17 09:15:00') * 1000),
  ('review-hany-saleh-2', 'dr-hany-saleh', 'Reem Al-Sabah', 'Kuwait', 0, 5, 'Rhinoplasty', 'Exactly the nose I saw in the simulation. A very caring doctor.', '10 days', unixepoch('2025-11-04 13:50:00') * 1000),
  ('review-hany-saleh-3', 'dr-hany-saleh', 'Mark Evans', 'Australia', 0, 4, 'Facelift', 'A good, subtle result. Replies before the trip could have been quicker, but the surgery itself was excellent.', '3 weeks', unixepoch('2026-04-15 16:05:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-mohamed-el-masry: 5 reviews, 4+5+4+4+5 = 22, average 4.4
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-mohamed-el-masry-1', 'dr-mohamed-el-masry', 'Robert Harris', 'United States', 0, 4, 'Laparoscopic Gallbladder Removal', 'Straightforward keyhole surgery and I flew home a week later. The hospital paperwork took a while.', '1 week', unixepoch('2025-03-31 10:40:00') * 1000),
  ('review-mohamed-el-masry-2', 'dr-mohamed-el-masry', 'Khalid Al-Zahrani', 'Saudi Arabia', 0, 5, 'Hernia Repair', 'Both inguinal hernias repaired in one operation. I was walking the same evening.', '2 weeks', unixepoch('2025-08-19 12:00:00') * 1000),
  ('review-mohamed-el-masry-3', 'dr-mohamed-el-masry', 'Ingrid Larsen', 'Norway', 0, 4, 'Laparoscopic Gallbladder Removal', 'A very competent surgeon. My room was noisy at night; otherwise a good experience.', '10 days', unixepoch('2025-12-29 09:25:00') * 1000),
  ('review-mohamed-el-masry-4', 'dr-mohamed-el-masry', 'Samuel Okoro', 'Nigeria', 0, 4, 'Appendix Removal', 'An emergency appendectomy during my holiday. A quick diagnosis and a smooth operation.', '2 weeks', unixepoch('2026-05-05 22:10:00') * 1000),
  ('review-mohamed-el-masry-5', 'dr-mohamed-el-masry', 'Hans Weber', 'Austria', 0, 5, 'Hernia Repair', 'Dr. El-Masry explained the mesh repair in German and I recovered faster than I expected.', '2 weeks', unixepoch('2026-09-23 14:35:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-rania-khalil: 3 reviews, 5+5+4 = 14, average 4.67 -> 4.7
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-rania-khalil-1', 'dr-rania-khalil', 'Noor Al-Hashimi', 'United Arab Emirates', 0, 5, 'Gastric Sleeve Surgery', 'I have lost 38 kilograms in ten months. Dr. Rania and her dietitian still follow up with me every month.', '3 weeks', unixepoch('2025-05-23 11:10:00') * 1000),
  ('review-rania-khalil-2', 'dr-rania-khalil', 'Javier Ortega', 'Mexico', 0, 5, 'Gastric Bypass', 'My diabetes is in remission. The hospital felt like a hotel and Dr. Rania spoke Spanish with me.', '4 weeks', unixepoch('2025-10-27 15:45:00') * 1000),
  ('review-rania-khalil-3', 'dr-rania-khalil', 'Lisa Müller', 'Germany', 0, 4, 'Tummy Tuck', 'Excess skin removed after my weight loss. A good result, though the drains were uncomfortable.', '3 weeks', unixepoch('2026-06-19 10:00:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-amr-zaki: 6 reviews, 5+5+4+5+5+4 = 28, average 4.67 -> 4.7
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-amr-zaki-1', 'dr-amr-zaki', 'Margaret Wilson', 'United Kingdom', 0, 5, 'Hip Replacement', 'I was walking with a frame the same afternoon and climbed the stairs before discharge. Superb care.', '6 weeks', unixepoch('2025-01-16 13:30:00') * 1000),
  ('review-amr-zaki-2', 'dr-amr-zaki', 'Sergei Kuznetsov', 'Kazakhstan', 0, 5, 'Knee Replacement', 'Dr. Zaki speaks Russian, which made everything simple. My knee no longer hurts after ten years of pain.', '8 weeks', unixepoch('2025-04-04 10:20:00') * 1000),
  ('review-amr-zaki-3', 'dr-amr-zaki', 'Linda Brown', 'Canada', 0, 4, 'Knee Replacement', 'A very good surgeon and physiotherapy team. Physiotherapy at the hotel was harder to arrange than I expected.', '10 weeks', unixepoch('2025-07-30 16:15:00') * 1000),
  ('review-amr-zaki-4', 'dr-amr-zaki', 'Faisal Al-Qahtani', 'Saudi Arabia', 0, 5, 'Hip Replacement', 'A robotic hip replacement with a perfect result. I recommend Dr. Amr to everyone.', '6 weeks', unixepoch('2025-11-12 09:40:00') * 1000),
  ('review-amr-zaki-5', 'dr-amr-zaki', 'Wolfgang Schmidt', 'Germany', 0, 5, 'Knee Replacement', 'European-standard technique and implants at a much lower price. I am hiking again.', '8 weeks', unixepoch('2026-03-26 12:50:00') * 1000),
  ('review-amr-zaki-6', 'dr-amr-zaki', 'Zainab Ali', 'Iraq', 0, 4, 'Partial Knee Replacement', 'A good result and a quick recovery. The waiting area was crowded.', '4 weeks', unixepoch('2026-08-05 11:25:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-samir-el-gendy: 2 reviews, 4+5 = 9, average 4.5
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-samir-el-gendy-1', 'dr-samir-el-gendy', 'Paolo Ricci', 'Italy', 0, 4, 'Microdiscectomy', 'My leg pain disappeared straight after surgery. The hospital stay was short and well organised.', '4 weeks', unixepoch('2025-09-15 10:35:00') * 1000),
  ('review-samir-el-gendy-2', 'dr-samir-el-gendy', 'Amina Diallo', 'Senegal', 0, 5, 'ACL Reconstruction', 'I tore my knee ligament playing football. Dr. Samir repaired it and I was back on the pitch after six months.', '6 months', unixepoch('2026-02-27 14:05:00') * 1000)
ON CONFLICT DO NOTHING;

-- dr-adel-shawky (inactive): 2 reviews, 4+4 = 8, average 4.0
INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at) VALUES
  ('review-adel-shawky-1', 'dr-adel-shawky', 'Georgios Papadopoulos', 'Greece', 0, 4, 'Shoulder Arthroscopy', 'An experienced surgeon and a good result.', '6 weeks', unixepoch('2025-01-21 10:00:00') * 1000),
  ('review-adel-shawky-2', 'dr-adel-shawky', 'Salma Idris', 'Sudan', 0, 4, 'Knee Replacement', 'Good care and clear explanations.', '8 weeks', unixepoch('2025-03-11 12:00:00') * 1000)
ON CONFLICT DO NOTHING;

-- Facilities: the three partner hospitals, with invented addresses, accreditation numbers and illustrated pictures
-- the project ships (public/images/art/facilities/). Every expiry lies years ahead, so no reminder is due in a test
-- that does not add its own. Production has none until an admin adds them in the console.

INSERT INTO facilities (id, kind, name, name_ar, address, address_ar, latitude, longitude, website, description, description_ar, is_active, created_at) VALUES
  ('cairo-heart-institute', 'hospital', 'Cairo Heart Institute', 'معهد القاهرة للقلب',
   '18 El Thawra Street, Heliopolis, Cairo', '18 شارع الثورة، مصر الجديدة، القاهرة', 30.0911, 31.3225, NULL,
   'A hospital dedicated to heart care, with hybrid operating rooms, a cardiac intensive care unit open day and night, and a lounge for international patients.',
   'مستشفى مخصص لرعاية القلب، بغرف عمليات هجينة ووحدة عناية مركزة للقلب تعمل ليلًا ونهارًا، وصالة للمرضى القادمين من الخارج.',
   1, unixepoch('2024-01-05 09:00:00') * 1000),
  ('nile-vision-eye-center', 'clinic', 'Nile Vision Eye Center', 'مركز النيل للعيون',
   '42 Mossadak Street, Dokki, Giza', '42 شارع مصدق، الدقي، الجيزة', 30.0380, 31.2118, NULL,
   'An eye centre for refractive, cataract and retina surgery, with diagnostics on the day of the visit and staff who speak English and Arabic.',
   'مركز للعيون لجراحات تصحيح الإبصار والمياه البيضاء والشبكية، بفحوص تشخيصية في يوم الزيارة نفسه وطاقم يتحدث الإنجليزية والعربية.',
   1, unixepoch('2024-01-05 09:00:00') * 1000),
  ('new-cairo-medical-city', 'hospital', 'New Cairo Medical City', 'مدينة القاهرة الجديدة الطبية',
   '90th Street, Fifth Settlement, New Cairo', 'شارع التسعين، التجمع الخامس، القاهرة الجديدة', 30.0074, 31.4913, NULL,
   'A multi-specialty campus with private recovery floors for international patients and rehabilitation on site.',
   'حرم طبي متعدد التخصصات، به طوابق خاصة للتعافي للمرضى القادمين من الخارج وتأهيل داخل المستشفى.',
   1, unixepoch('2024-01-05 09:00:00') * 1000)
ON CONFLICT DO NOTHING;

INSERT INTO facility_accreditations (id, facility_id, body, number, expires_on, register_url, created_at) VALUES
  ('accreditation-chi-jci', 'cairo-heart-institute', 'JCI', 'JCI-EG-2091', '2029-03-31', 'https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/', unixepoch('2024-01-05 09:00:00') * 1000),
  ('accreditation-chi-iso', 'cairo-heart-institute', 'ISO', 'ISO 9001:2015 QMS-44871', '2028-11-30', 'https://www.iafcertsearch.org/', unixepoch('2024-01-05 09:00:00') * 1000),
  ('accreditation-nvec-jci', 'nile-vision-eye-center', 'JCI', 'JCI-EG-3310', '2029-06-30', 'https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/', unixepoch('2024-01-05 09:00:00') * 1000),
  ('accreditation-ncmc-jci', 'new-cairo-medical-city', 'JCI', 'JCI-EG-1784', '2028-09-30', 'https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/', unixepoch('2024-01-05 09:00:00') * 1000),
  ('accreditation-ncmc-gahar', 'new-cairo-medical-city', 'GAHAR', 'GAHAR-H-0412', '2029-12-31', 'https://www.gahar.gov.eg/', unixepoch('2024-01-05 09:00:00') * 1000)
ON CONFLICT DO NOTHING;

INSERT INTO facility_photos (id, facility_id, src, width, height, created_at) VALUES
  ('photo-cairo-heart-institute', 'cairo-heart-institute', '/images/art/facilities/cairo-heart-institute.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-nile-vision-eye-center', 'nile-vision-eye-center', '/images/art/facilities/nile-vision-eye-center.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-new-cairo-medical-city', 'new-cairo-medical-city', '/images/art/facilities/new-cairo-medical-city.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000)
ON CONFLICT DO NOTHING;

INSERT INTO facility_specialties (facility_id, treatment_category) VALUES
  ('cairo-heart-institute', 'cardiac-surgery'),
  ('nile-vision-eye-center', 'eye-surgery'),
  ('new-cairo-medical-city', 'orthopedic-surgery'),
  ('new-cairo-medical-city', 'general-surgery'),
  ('new-cairo-medical-city', 'cosmetic-surgery'),
  ('new-cairo-medical-city', 'dental-care')
ON CONFLICT DO NOTHING;

INSERT INTO facility_doctors (facility_id, doctor_id) VALUES
  ('cairo-heart-institute', 'dr-ahmed-hassan'),
  ('cairo-heart-institute', 'dr-mahmoud-abdel-rahman'),
  ('cairo-heart-institute', 'dr-hoda-ibrahim'),
  ('nile-vision-eye-center', 'dr-nadia-el-sherif'),
  ('nile-vision-eye-center', 'dr-tarek-mansour'),
  ('nile-vision-eye-center', 'dr-dina-farag'),
  ('new-cairo-medical-city', 'dr-karim-adel'),
  ('new-cairo-medical-city', 'dr-sherif-ragab'),
  ('new-cairo-medical-city', 'dr-laila-mostafa'),
  ('new-cairo-medical-city', 'dr-mohamed-el-masry'),
  ('new-cairo-medical-city', 'dr-rania-khalil'),
  ('new-cairo-medical-city', 'dr-amr-zaki'),
  ('new-cairo-medical-city', 'dr-samir-el-gendy')
ON CONFLICT DO NOTHING;

-- Accommodation options near the partner hospitals (Cairo Heart Institute in Heliopolis, Nile Vision Eye Center in
-- Dokki, New Cairo Medical City in the Fifth Settlement). Prices per night in USD follow the travel page's ranges:
-- medical hotels 150-300, business hotels 80-150, serviced apartments 50-120, recovery resorts 200-400.

INSERT INTO trip_plan_accommodations (id, name, type, star_rating, price_per_night, distance_to_hospital_km, amenities, special_medical_features, is_active) VALUES
  ('new-cairo-medical-residence', 'New Cairo Medical Residence', 'medical_hotel', 4, 170, 0.3,
    '["Free Wi-Fi", "Kitchenette", "Room service", "Laundry service", "Free parking"]',
    '["Covered walkway to New Cairo Medical City", "Hospital beds on request", "On-site physiotherapy room"]', 1),
  ('heliopolis-medical-suites', 'Heliopolis Medical Suites', 'medical_hotel', 4, 185, 0.4,
    '["Free Wi-Fi", "24-hour room service", "Airport shuttle", "Restaurant with dietitian menus", "Laundry service", "Prayer room"]',
    '["Nurse on call 24/7", "Wheelchair-accessible rooms", "Shuttle to Cairo Heart Institute", "Refrigerator for medications in every room"]', 1),
  ('dokki-nile-medical-hotel', 'Dokki Nile Medical Hotel', 'medical_hotel', 5, 260, 0.8,
    '["Free Wi-Fi", "Nile-view rooms", "Spa", "Restaurant", "Concierge desk", "Airport transfer", "Fitness centre"]',
    '["Low-light rooms for eye surgery recovery", "Nurse visits twice a day", "Post-operative eye care kits"]', 1),
  ('dokki-garden-hotel', 'Dokki Garden Hotel', 'hotel', 3, 85, 1.2,
    '["Free Wi-Fi", "Breakfast included", "24-hour reception", "Laundry service", "Garden café"]',
    '["Walking distance to Nile Vision Eye Center", "Refrigerator for medications"]', 1),
  ('heliopolis-palace-business-hotel', 'Heliopolis Palace Business Hotel', 'hotel', 4, 125, 1.9,
    '["Free Wi-Fi", "Business centre", "Outdoor pool", "Restaurant", "Fitness centre", "Airport shuttle"]',
    '["Step-free ground floor rooms", "Doctor on call"]', 1),
  ('zamalek-nile-view-hotel', 'Zamalek Nile View Hotel', 'hotel', 4, 140, 3.6,
    '["Free Wi-Fi", "Nile-view terrace", "Restaurant", "Room service"]',
    '["Wheelchair accessibility", "Quiet rooms on upper floors"]', 1),
  ('fifth-settlement-serviced-apartments', 'Fifth Settlement Serviced Apartments', 'apartment', 4, 95, 1.5,
    '["Free Wi-Fi", "Fully equipped kitchen", "Washing machine", "Weekly housekeeping", "Balcony", "Free parking", "Grocery delivery"]',
    '["Step-free ground floor units", "Room for a companion", "Daily shuttle to New Cairo Medical City"]', 1),
  ('korba-family-apartments', 'Korba Family Apartments', 'apartment', 3, 55, 2.4,
    '["Free Wi-Fi", "Two-bedroom units", "Kitchen", "Washing machine", "24-hour security"]',
    '["Near Cairo Heart Institute", "Storage for medical equipment"]', 1),
  ('maadi-corniche-serviced-apartments', 'Maadi Corniche Serviced Apartments', 'apartment', 3, 65, 7.2,
    '["Free Wi-Fi", "Kitchen", "Air conditioning", "Housekeeping twice a week"]',
    '["Lift to every floor", "Refrigerator for medications"]', 1),
  ('katameya-heights-wellness-resort', 'Katameya Heights Wellness Resort', 'resort', 5, 280, 6.8,
    '["Free Wi-Fi", "Golf course views", "Outdoor pool", "Spa", "Restaurant", "Shuttle service"]',
    '["Post-surgery recovery suites", "Nurse on site 24/7", "Quiet environment"]', 1),
  ('giza-pyramids-recovery-resort', 'Giza Pyramids Recovery Resort', 'resort', 5, 340, 12.5,
    '["Free Wi-Fi", "Pyramid-view gardens", "Heated pool", "Spa", "Yoga classes", "Fine dining", "Private transfers"]',
    '["Resident nurse", "Physiotherapy and hydrotherapy", "Dietitian-planned meals", "Daily transfers to partner hospitals"]', 1)
ON CONFLICT DO NOTHING;

-- Closed for renovation: kept out of the trip planner (is_active = 0).
INSERT INTO trip_plan_accommodations (id, name, type, star_rating, price_per_night, distance_to_hospital_km, amenities, special_medical_features, is_active) VALUES
  ('garden-city-business-hotel', 'Garden City Business Hotel', 'hotel', 3, 90, 4.1,
    '["Free Wi-Fi", "Breakfast included", "Meeting rooms", "Airport shuttle"]',
    '["Lift to every floor", "Doctor on call"]', 0)
ON CONFLICT DO NOTHING;

-- The team's hours as the site states them (Monday to Saturday, 09:00–18:00 Cairo time), for a database without any:
-- the same week migration 0036 seeds. Hours an admin saved are kept.
INSERT INTO team_hours (weekday, start_minute, end_minute)
  SELECT value, 540, 1080 FROM json_each('[1, 2, 3, 4, 5, 6]') WHERE NOT EXISTS (SELECT 1 FROM team_hours);

-- The team About presents (invented people; drawn portraits the project ships in public/images/art/team/), and the
-- sample hotels' Arabic names, the facility each is near and their galleries of drawn pictures. A hotel
-- without a facility keeps none, so a facility's page lists only the hotels placed near it.
INSERT INTO team_members (id, name, name_ar, role, role_ar, languages, bio, bio_ar, photo_src, position, is_active, created_at) VALUES
  ('omar-farouk', 'Dr. Omar Farouk', 'د. عمر فاروق', 'Medical Director', 'المدير الطبي', '["English","Arabic"]',
    'Cardiothoracic surgeon with 20 years of practice in Cairo and London; reviews every treatment plan.',
    'جرّاح قلب وصدر مارس المهنة 20 عامًا بين القاهرة ولندن، ويراجع بنفسه كل خطة علاج.',
    '/images/art/team/omar-farouk.svg', 10, 1, unixepoch('2024-01-05 09:00:00') * 1000),
  ('mona-el-sayed', 'Mona El-Sayed', 'منى السيد', 'Head of Patient Coordination', 'رئيسة تنسيق شؤون المرضى', '["English","Arabic","French"]',
    'Leads a team of multilingual coordinators who look after patients from arrival to follow-up.',
    'تقود فريقًا من المنسّقين متعددي اللغات يرعون المرضى من لحظة وصولهم حتى المتابعة.',
    '/images/art/team/mona-el-sayed.svg', 20, 1, unixepoch('2024-01-05 09:00:00') * 1000),
  ('karim-naguib', 'Karim Naguib', 'كريم نجيب', 'Travel & Concierge Lead', 'مسؤول السفر وخدمات الكونسيرج', '["English","Arabic","German"]',
    'Arranges visas, transfers and recovery-friendly accommodation across Cairo and Giza.',
    'يتولى ترتيب التأشيرات والتنقلات والسكن المناسب للتعافي في أنحاء القاهرة والجيزة.',
    NULL, 30, 1, unixepoch('2024-01-05 09:00:00') * 1000)
ON CONFLICT DO NOTHING;

UPDATE trip_plan_accommodations SET name_ar = CASE id
    WHEN 'new-cairo-medical-residence' THEN 'نيو كايرو ميديكال ريزيدنس'
    WHEN 'heliopolis-medical-suites' THEN 'هليوبوليس ميديكال سويتس'
    WHEN 'dokki-nile-medical-hotel' THEN 'فندق الدقي نايل الطبي'
    WHEN 'dokki-garden-hotel' THEN 'فندق الدقي جاردن'
    WHEN 'heliopolis-palace-business-hotel' THEN 'فندق هليوبوليس بالاس للأعمال'
    WHEN 'zamalek-nile-view-hotel' THEN 'فندق الزمالك نايل فيو'
    WHEN 'fifth-settlement-serviced-apartments' THEN 'شقق التجمع الخامس الفندقية'
    WHEN 'korba-family-apartments' THEN 'شقق الكوربة العائلية'
    WHEN 'maadi-corniche-serviced-apartments' THEN 'شقق كورنيش المعادي الفندقية'
    WHEN 'katameya-heights-wellness-resort' THEN 'منتجع القطامية هايتس للاستشفاء'
    WHEN 'giza-pyramids-recovery-resort' THEN 'منتجع أهرامات الجيزة للتعافي'
    WHEN 'garden-city-business-hotel' THEN 'فندق جاردن سيتي للأعمال'
  END
WHERE name_ar IS NULL AND id IN ('new-cairo-medical-residence', 'heliopolis-medical-suites', 'dokki-nile-medical-hotel',
  'dokki-garden-hotel', 'heliopolis-palace-business-hotel', 'zamalek-nile-view-hotel', 'fifth-settlement-serviced-apartments',
  'korba-family-apartments', 'maadi-corniche-serviced-apartments', 'katameya-heights-wellness-resort',
  'giza-pyramids-recovery-resort', 'garden-city-business-hotel');

UPDATE trip_plan_accommodations SET facility_id = CASE id
    WHEN 'new-cairo-medical-residence' THEN 'new-cairo-medical-city'
    WHEN 'fifth-settlement-serviced-apartments' THEN 'new-cairo-medical-city'
    WHEN 'katameya-heights-wellness-resort' THEN 'new-cairo-medical-city'
    WHEN 'heliopolis-medical-suites' THEN 'cairo-heart-institute'
    WHEN 'heliopolis-palace-business-hotel' THEN 'cairo-heart-institute'
    WHEN 'korba-family-apartments' THEN 'cairo-heart-institute'
    WHEN 'dokki-nile-medical-hotel' THEN 'nile-vision-eye-center'
    WHEN 'dokki-garden-hotel' THEN 'nile-vision-eye-center'
    WHEN 'zamalek-nile-view-hotel' THEN 'nile-vision-eye-center'
  END
WHERE facility_id IS NULL AND id IN ('new-cairo-medical-residence', 'fifth-settlement-serviced-apartments',
  'katameya-heights-wellness-resort', 'heliopolis-medical-suites', 'heliopolis-palace-business-hotel', 'korba-family-apartments',
  'dokki-nile-medical-hotel', 'dokki-garden-hotel', 'zamalek-nile-view-hotel');

-- The galleries of the hotels the project has drawn (public/images/art/hotels/, 800×600): one picture each.
INSERT INTO hotel_photos (id, hotel_id, src, width, height, created_at) VALUES
  ('photo-new-cairo-medical-residence', 'new-cairo-medical-residence', '/images/art/hotels/new-cairo-medical-residence.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-heliopolis-medical-suites', 'heliopolis-medical-suites', '/images/art/hotels/heliopolis-medical-suites.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-dokki-nile-medical-hotel', 'dokki-nile-medical-hotel', '/images/art/hotels/dokki-nile-medical-hotel.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-dokki-garden-hotel', 'dokki-garden-hotel', '/images/art/hotels/dokki-garden-hotel.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-zamalek-nile-view-hotel', 'zamalek-nile-view-hotel', '/images/art/hotels/zamalek-nile-view-hotel.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000),
  ('photo-katameya-heights-wellness-resort', 'katameya-heights-wellness-resort', '/images/art/hotels/katameya-heights-wellness-resort.svg', 800, 600, unixepoch('2024-01-05 09:00:00') * 1000)
ON CONFLICT DO NOTHING;

-- The operator's own figures, each with its source and date (decision 0122); production states none until an admin does.
INSERT INTO operator_figures (id, name, name_ar, value, source, source_ar, stated_on, position, is_active, created_at) VALUES
  ('founded-in-cairo', 'Founded in Cairo', 'سنة التأسيس في القاهرة', '2014', 'Commercial register of Cairo', 'السجل التجاري بالقاهرة', '2026-01-15', 10, 1, 1764547200000),
  ('families-helped', 'Families helped since opening', 'الأسر التي ساعدناها منذ افتتاحنا', '1,200+', 'NileCare case records', 'سجلات حالات NileCare', '2026-11-30', 20, 1, 1764547200000)
ON CONFLICT (id) DO NOTHING;

-- Verified reviews (decision 0161), so development and the tests show them on home, concierge and /stories: three
-- invented patients, each with a closed contact case of their own, who reviewed NileCare's service (no directory
-- doctor, so no doctor's page or rating changes), one with a story a coordinator approved, without its price. Dated
-- from the day the file is applied, so the retention jobs keep them; the accounts cannot sign in (no usable hash).
INSERT INTO users (id, email, password_hash, email_confirmed_at, locale, created_at) VALUES
  ('sample-patient-maria', 'maria.sample@example.com', 'unusable', unixepoch('now', '-120 days') * 1000, 'en', unixepoch('now', '-120 days') * 1000),
  ('sample-patient-layla', 'layla.sample@example.com', 'unusable', unixepoch('now', '-110 days') * 1000, 'ar', unixepoch('now', '-110 days') * 1000),
  ('sample-patient-david', 'david.sample@example.com', 'unusable', unixepoch('now', '-100 days') * 1000, 'en', unixepoch('now', '-100 days') * 1000)
ON CONFLICT DO NOTHING;

INSERT INTO profiles (user_id, username) VALUES
  ('sample-patient-maria', 'Maria Costa'),
  ('sample-patient-layla', 'ليلى منصور'),
  ('sample-patient-david', 'David Walsh')
ON CONFLICT DO NOTHING;

INSERT INTO contact_messages (id, first_name, last_name, email, user_id, country, treatment, message, created_at) VALUES
  ('sample-message-maria', 'Maria', 'Costa', 'maria.sample@example.com', 'sample-patient-maria', 'Portugal', 'dental-care', 'I would like a quote for two implants.', unixepoch('now', '-120 days') * 1000),
  ('sample-message-layla', 'ليلى', 'منصور', 'layla.sample@example.com', 'sample-patient-layla', 'الأردن', 'eye-surgery', 'أرغب في معرفة إن كنت أصلح لعملية الليزك.', unixepoch('now', '-110 days') * 1000),
  ('sample-message-david', 'David', 'Walsh', 'david.sample@example.com', 'sample-patient-david', 'Ireland', 'orthopedic-surgery', 'My knee replacement has a long waiting list at home.', unixepoch('now', '-100 days') * 1000)
ON CONFLICT DO NOTHING;

INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, closing_reason, received_at, due_at, updated_at) VALUES
  ('sample-case-maria', 'contact', 'sample-message-maria', 'sample-patient-maria', 'Maria Costa', 'maria.sample@example.com', 'en', 'dental-care', 'closed', 'treatment_booked', unixepoch('now', '-120 days') * 1000, unixepoch('now', '-120 days') * 1000, unixepoch('now', '-30 days') * 1000),
  ('sample-case-layla', 'contact', 'sample-message-layla', 'sample-patient-layla', 'ليلى منصور', 'layla.sample@example.com', 'ar', 'eye-surgery', 'closed', 'treatment_booked', unixepoch('now', '-110 days') * 1000, unixepoch('now', '-110 days') * 1000, unixepoch('now', '-25 days') * 1000),
  ('sample-case-david', 'contact', 'sample-message-david', 'sample-patient-david', 'David Walsh', 'david.sample@example.com', 'en', 'orthopedic-surgery', 'closed', 'treatment_booked', unixepoch('now', '-100 days') * 1000, unixepoch('now', '-100 days') * 1000, unixepoch('now', '-20 days') * 1000)
ON CONFLICT DO NOTHING;

INSERT INTO reviews (id, case_id, patient_user_id, doctor_id, doctor_stars, service_stars, text, shown_name, shown_country, treatment, treated_month, story, story_consent, story_approved_at, price_consent, created_at) VALUES
  ('sample-review-maria', 'sample-case-maria', 'sample-patient-maria', NULL, 5, 4, 'The implants went exactly as planned and my coordinator answered every message the same day. The hotel was further from the clinic than I expected.', 'Maria', 'Portugal', 'dental-care', strftime('%Y-%m', 'now', '-70 days'), 'I came to Cairo twice, first for the implants and then for the crowns. Between the two trips the clinic checked the healing over video calls, so the second visit took only four days.', 1, unixepoch('now', '-28 days') * 1000, 0, unixepoch('now', '-30 days') * 1000),
  ('sample-review-layla', 'sample-case-layla', 'sample-patient-layla', NULL, 5, 5, 'كان التنسيق ممتازًا من أول رسالة حتى المتابعة بعد العودة، وشرح لي الفريق كل خطوة بالعربية.', 'ليلى', 'الأردن', 'eye-surgery', strftime('%Y-%m', 'now', '-60 days'), NULL, 0, NULL, 0, unixepoch('now', '-25 days') * 1000),
  ('sample-review-david', 'sample-case-david', 'sample-patient-david', NULL, 4, 3, 'The surgeons were careful and the hospital spotless. The airport pickup was an hour late and nobody told me why, which made a long day longer.', 'David', NULL, 'orthopedic-surgery', strftime('%Y-%m', 'now', '-50 days'), NULL, 0, NULL, 0, unixepoch('now', '-20 days') * 1000)
ON CONFLICT DO NOTHING;
