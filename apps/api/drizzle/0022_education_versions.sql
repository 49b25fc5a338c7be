CREATE TABLE "education_versions" (
	"education_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
