-- The patient's age and sex as the prescription writes them (issue 24 item 4), read with the name:
-- the pharmacist checks a child's or an elderly patient's doses against them. Age as written
-- ('34 years', '8 months'); sex M, F or O. Null when the pad does not say.
ALTER TABLE "prescriptions" ADD COLUMN "patient_age" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_sex" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_sex_check" CHECK (patient_sex is null or patient_sex in ('M', 'F', 'O'));
