/**
 * Hand-written vocabulary of an education conference, for the demo generator. Plain data: which
 * words go together is decided in generate.ts.
 */

export const TRACKS = [
  'Future of Work',
  'Early Childhood',
  'Higher Ed',
  'EdTech & AI',
  'Equity & Inclusion',
  'Leadership',
  'Policy',
  'Teaching & Learning',
] as const;

export const FOCUS_AREAS = [
  'K-12 Education',
  'Higher Education',
  'Early Learning',
  'Workforce Development',
  'Lifelong Learning',
  'Policy & Advocacy',
  'Educational Technology',
  'Community Engagement',
] as const;

export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const ACCESSIBILITY = [
  'Closed Captioning',
  'ASL Interpretation',
  'Wheelchair Accessible',
  'Assistive Listening',
  'Audio Description',
  'Quiet Room Nearby',
  'High Sensory Experience',
] as const;

export const TAGS = [
  'Artificial Intelligence',
  'Assessment',
  'Career Readiness',
  'Civic Education',
  'Climate Education',
  'College Access',
  'Computer Science',
  'Curriculum Design',
  'Data Privacy',
  'Digital Citizenship',
  'Dual Enrollment',
  'English Learners',
  'Family Engagement',
  'Game-Based Learning',
  'Literacy',
  'Math',
  'Mental Health',
  'Microcredentials',
  'Outdoor Learning',
  'Professional Development',
  'Project-Based Learning',
  'Rural Education',
  'School Safety',
  'Social-Emotional Learning',
  'Special Education',
  'STEM',
  'Student Voice',
  'Teacher Retention',
  'Tutoring',
  'Universal Design for Learning',
] as const;

/** Openers of session titles: "Reimagining Assessment: …". */
export const TITLE_VERBS = [
  'Reimagining',
  'Rethinking',
  'Scaling',
  'Designing',
  'Building',
  'Unlocking',
  'Measuring',
  'Leading',
  'Rebuilding',
  'Humanizing',
  'Personalizing',
  'Modernizing',
  'Sustaining',
  'Democratizing',
  'Transforming',
] as const;

export const TITLE_TOPICS = [
  'Assessment',
  'Literacy Instruction',
  'Math Pathways',
  'Student Agency',
  'Teacher Retention',
  'Career Readiness',
  'School Leadership',
  'Family Engagement',
  'College Advising',
  'Attendance',
  'Special Education',
  'Summer Learning',
  'Teacher Preparation',
  'Civic Learning',
  'Student Wellbeing',
  'Credit Recovery',
  'Dual Language Programs',
  'Adult Learning',
  'Tutoring at Scale',
  'Computer Science for All',
] as const;

export const TITLE_APPROACHES = [
  'Project-Based Learning',
  'AI Teaching Assistants',
  'Competency-Based Pathways',
  'High-Dosage Tutoring',
  'Community Partnerships',
  'Open Educational Resources',
  'Microcredentials',
  'Restorative Practices',
  'Universal Design for Learning',
  'Apprenticeships',
  'Learning Analytics',
  'Peer Coaching',
  'Game-Based Learning',
  'Inquiry Cycles',
  'Design Thinking',
  'Culturally Responsive Teaching',
] as const;

export const TITLE_SETTINGS = [
  'Rural High Schools',
  'Urban Districts',
  'Community Colleges',
  'Early Learning Centers',
  'Middle Schools',
  'Charter Networks',
  'Tribal Colleges',
  'Regional Universities',
  'After-School Programs',
  'Public Libraries',
  'Small Liberal Arts Colleges',
  'Border Communities',
  'Juvenile Justice Schools',
  'Virtual Academies',
] as const;

export const TITLE_GROUPS = [
  'Superintendents',
  'New Teachers',
  'Principals',
  'Ed Tech Founders',
  'Families',
  'School Boards',
  'Deans',
  'Policymakers',
  'Instructional Coaches',
  'Student Leaders',
  'Librarians',
  'Funders',
] as const;

export const TITLE_NOUNS = [
  'Bell Schedule',
  'Gradebook',
  'Classroom Walls',
  'Standardized Test',
  'Four-Year Degree',
  'Lecture Hall',
  'Report Card',
  'Textbook',
  'Transcript',
  'School Day',
] as const;

export const TITLE_PHRASES = [
  'What Students Actually Need Next',
  'Lessons From Ten Years of Data',
  'A Field Guide for Skeptics',
  'Evidence, Equity and Everyday Practice',
  'How Districts Are Getting It Right',
  'Building Trust Before Technology',
  'From Pilot to Policy',
  'Starting Small, Scaling Smart',
] as const;

/** Sentences of a session description; `{…}` slots are filled in generate.ts. */
export const DESCRIPTION_SENTENCES = [
  'In this {format}, {group} share how {approach} is changing {topic} in {setting}.',
  'Join {group} from across the country for a candid look at {topic}.',
  'Participants will leave with practical tools for bringing {approach} to their own classrooms.',
  'We will unpack what worked, what did not, and what the data says about {topic}.',
  'Expect hands-on activities, honest stories and ready-to-use templates.',
  'This conversation centres the voices of students and families.',
  'Speakers will compare approaches from {setting} and discuss how to adapt them.',
  'Bring your questions: half of the time is reserved for discussion.',
  'Learn how one district moved from a single pilot to every school in three years.',
  'The session closes with a planning protocol teams can use the following Monday.',
] as const;

export const LONG_DESCRIPTION_SENTENCES = [
  'Across {setting}, educators are asking how {approach} can serve every learner without adding to teachers\u2019 workloads.',
  'Drawing on research and classroom practice, this session offers a clear framework and concrete examples.',
  'You will see student work, implementation timelines and the budget decisions that made the work possible.',
  'Panelists represent district leadership, classroom teaching, research and the nonprofit sector.',
  'Resources from the session, including slides and planning guides, will be shared with participants.',
  'No prior experience with {approach} is required; seasoned practitioners will find advanced strategies too.',
] as const;

export const PERSON_TITLES = [
  'Superintendent',
  'Assistant Superintendent',
  'Chief Academic Officer',
  'Principal',
  'Assistant Principal',
  'Instructional Coach',
  'High School Teacher',
  'Middle School Math Teacher',
  'Kindergarten Teacher',
  'Professor of Education',
  'Associate Professor',
  'Dean of Students',
  'Director of Learning Innovation',
  'Director of Digital Learning',
  'Chief Executive Officer',
  'Founder',
  'Program Director',
  'Research Scientist',
  'Policy Analyst',
  'Librarian',
  'School Counselor',
  'Curriculum Specialist',
  'Education Reporter',
  'State Senator',
  'Student',
] as const;

/** `{city}` is replaced with a city name. */
export const ORGANIZATION_PATTERNS = [
  '{city} Independent School District',
  '{city} Public Schools',
  '{city} Community College',
  'University of {city}',
  '{city} State University',
  '{city} Early Learning Collaborative',
  '{city} Education Foundation',
  '{city} Charter Academy',
  '{city} Public Library',
] as const;

export const COMPANY_PREFIXES = [
  'Bright',
  'Learn',
  'Class',
  'Mentor',
  'Spark',
  'Kinetic',
  'Open',
  'Path',
  'Nimbus',
  'Atlas',
  'Scholar',
  'Quill',
  'Beacon',
  'Lumen',
  'Cedar',
  'Ever',
  'North',
  'True',
  'Clever',
  'Keystone',
] as const;

export const COMPANY_SUFFIXES = [
  'Labs',
  'Learning',
  'Works',
  'Academy',
  'EDU',
  'Stack',
  'Bridge',
  'Forge',
  'Loop',
  'Tutor',
  'Board',
  'Sphere',
  'Studio',
] as const;

export const COMPANY_TYPES = [
  'School District',
  'Higher Education Institution',
  'Nonprofit',
  'EdTech Startup',
  'Government Agency',
  'Foundation',
  'Publisher',
  'Corporate',
  'Independent Consultant',
  'Charter School Network',
] as const;

export const INDUSTRIES = [
  'K-12 Education',
  'Higher Education',
  'Education Technology',
  'Philanthropy',
  'Government',
  'Publishing',
  'Workforce Development',
  'Early Childhood',
  'Research',
  'Media',
] as const;

export const BADGES = [
  { name: 'EDU Badge', type: 'edu' },
  { name: 'Platinum Badge', type: 'platinum' },
  { name: 'Innovation Badge', type: 'innovation' },
  { name: 'Interactive Badge', type: 'interactive' },
  { name: 'Film & TV Badge', type: 'film' },
  { name: 'Film & TV Badge', type: 'filmtv' },
  { name: 'Music Badge', type: 'music' },
] as const;

export const CPE_CREDIT = { name: 'CPE Credit', type: 'cpe_credit' } as const;

export const MUSIC_GENRES: readonly { genre: string; subgenres: readonly string[] }[] = [
  { genre: 'Jazz', subgenres: ['Bebop', 'Latin Jazz', 'Jazz Fusion', 'Big Band'] },
  { genre: 'Rock', subgenres: ['Indie Rock', 'Garage Rock', 'Psychedelic Rock', 'Post-Punk'] },
  { genre: 'Hip-Hop / Rap', subgenres: ['Conscious Hip-Hop', 'Trap', 'Boom Bap'] },
  { genre: 'Folk', subgenres: ['Americana', 'Singer-Songwriter', 'Bluegrass'] },
  { genre: 'Classical', subgenres: ['Chamber Music', 'Choral', 'Contemporary Classical'] },
  { genre: 'Latin', subgenres: ['Cumbia', 'Tejano', 'Latin Pop'] },
  { genre: 'Electronic', subgenres: ['Ambient', 'House', 'Synthwave'] },
  { genre: 'Country', subgenres: ['Outlaw Country', 'Texas Country', 'Honky-Tonk'] },
  { genre: 'R&B / Soul', subgenres: ['Neo-Soul', 'Funk', 'Gospel'] },
  { genre: 'Pop', subgenres: ['Indie Pop', 'Dream Pop', 'Synth-Pop'] },
];

export const FILM_GENRES: readonly {
  genre: string;
  subgenres: readonly string[];
  credential: 'film' | 'filmtv';
}[] = [
  {
    genre: 'Documentary Feature',
    subgenres: ['Education', 'Social Justice', 'Biography'],
    credential: 'film',
  },
  { genre: 'Documentary Short', subgenres: ['Education', 'Youth', 'Community'], credential: 'film' },
  { genre: 'Narrative Feature', subgenres: ['Coming of Age', 'Drama', 'Comedy'], credential: 'film' },
  {
    genre: 'Episodic',
    subgenres: ['Docuseries', 'Children\u2019s Television', 'Comedy Series'],
    credential: 'filmtv',
  },
  { genre: 'Animated Short', subgenres: ['Family', 'Experimental'], credential: 'film' },
];

export const ARTIST_ADJECTIVES = [
  'Velvet',
  'Paper',
  'Golden',
  'Quiet',
  'Electric',
  'Wandering',
  'Midnight',
  'Copper',
  'Neon',
  'Hollow',
  'Lucky',
  'Silver',
  'Wild',
  'Painted',
  'Sleepy',
  'Brave',
] as const;

export const ARTIST_NOUNS = [
  'Lanterns',
  'Chalkboards',
  'Owls',
  'Satellites',
  'Rivers',
  'Pencils',
  'Comets',
  'Foxes',
  'Libraries',
  'Mockingbirds',
  'Bluebonnets',
  'Recess',
  'Teachers',
  'Armadillos',
  'Cassettes',
  'Hall Passes',
] as const;

export const ARTIST_SEEKING = [
  'Booking Agent',
  'Label Management',
  'Brand Partnership',
  'Publishing',
  'Sync Licensing',
  'Distribution - US',
  'Distribution - Worldwide',
  'Tour Support',
  'Music Education Partnerships',
  'Other Artists to Tour With',
] as const;

export const ARTIST_LINK_TYPES = [
  'spotify',
  'bandcamp',
  'instagram',
  'youtube',
  'apple',
  'soundcloud',
  'tiktok',
  'website',
] as const;

export const FILM_WORDS = [
  'Recess',
  'The Long Semester',
  'Homeroom',
  'Chalk',
  'First Bell',
  'Field Trip',
  'The Substitute',
  'Graduation Day',
  'Open House',
  'After School',
  'The Reading Room',
  'Bus Route 9',
  'Snow Day',
  'Class of Tomorrow',
  'The Science Fair',
  'Night School',
] as const;

export const FILM_SUFFIXES = [
  '',
  ': A Year in Room 12',
  ' on the Border',
  ' in the Hill Country',
  ' Revisited',
  ', Texas',
  ' and the Future',
  ': The Series',
] as const;

export const PRESENTER_NAMES = [
  'Austin Sound Collective',
  'KUTX Presents',
  'Hill Country Music Educators',
  'Red River Youth Music',
  'Campus Radio Network',
  'Girls Rock Austin',
  'Band Directors of Texas',
  'Sixth Street Sessions',
  'Conservatory Nights',
  'Rhythm & Reading',
] as const;

export const PREMIERE_TYPES = [
  'World Premiere',
  'North American Premiere',
  'US Premiere',
  'Texas Premiere',
] as const;

export const COUNTRIES = [
  'United States',
  'Canada',
  'Mexico',
  'United Kingdom',
  'Brazil',
  'India',
  'Nigeria',
  'Japan',
  'Germany',
  'Australia',
] as const;

export const EXPRESS_MESSAGES = [
  'SXXPress Pass holders may enter through the express line until 10 minutes before start.',
  'SXXPress entry opens 30 minutes before the session at the venue\u2019s main doors.',
  'Limited SXXPress seating: arrive early, passes are honored first come, first served.',
] as const;

export const PRONOUNS = {
  female: ['she/her', 'she/they'],
  male: ['he/him', 'he/they'],
  any: ['they/them'],
} as const;

/** Sentences of bios; `{…}` slots are filled in generate.ts. */
export const BIO_SENTENCES = [
  '{name} has spent {years} years working in {field}.',
  'Before joining {company}, {first} taught {subject} in {city}.',
  '{first} leads work on {topic} and {topic2}.',
  'A former {formerRole}, {first} now advises districts on {topic}.',
  '{first} is passionate about making {approach} work for every student.',
  'Their research focuses on {topic} in {setting}.',
  '{first} serves on the board of a local literacy nonprofit.',
  'Outside of work, {first} coaches youth soccer and collects vinyl records.',
  '{first} holds degrees in {subject} and educational leadership.',
  'They have written widely about {approach} and {topic}.',
  '{first} was named a state Teacher of the Year finalist.',
  'Most weekends you will find {first} at the farmers market with a notebook.',
] as const;

export const SUBJECTS = [
  'biology',
  'history',
  'mathematics',
  'English',
  'art',
  'chemistry',
  'music',
  'computer science',
  'Spanish',
  'physical education',
] as const;

export const FIELDS = [
  'public education',
  'higher education',
  'early childhood',
  'education policy',
  'youth development',
  'education technology',
] as const;

export const FORMER_ROLES = [
  'classroom teacher',
  'school principal',
  'software engineer',
  'journalist',
  'school counselor',
  'university administrator',
] as const;

export const ARTIST_DETAILS_SENTENCES = [
  '{name} blends {genre} with {subgenre} influences drawn from {city}.',
  'The project began in a high school band room and never really left.',
  'Their latest record was written with students from a local after-school program.',
  'Live, {name} is loose, loud and generous, with plenty of room for improvisation.',
  '{name} has toured across Texas and the Southwest and teaches workshops along the way.',
  'Critics have called the sound warm, restless and unexpectedly tender.',
] as const;

export const ORGANIZATION_SENTENCES = [
  '{name} helps schools make {approach} practical.',
  'Founded by former teachers, {name} works with more than {count} districts.',
  '{name} builds tools for {group} focused on {topic}.',
  'Visit {name} to see new research on {topic} and try the latest products.',
  'Its programs reach learners in {setting} across North America.',
] as const;

export const FILM_SENTENCES = [
  'A year inside {setting}, where students and teachers rethink {topic}.',
  'A coming-of-age story set during one unforgettable school year.',
  'The film follows three families navigating {topic} in a changing town.',
  'Filmed over four years, it is an intimate portrait of {group} at work.',
  'Funny and heartbreaking, it asks what school is really for.',
] as const;

/** Real US cities and their state, for hometowns and school names. */
export const US_CITIES: readonly (readonly [string, string])[] = [
  ['Austin', 'TX'],
  ['San Antonio', 'TX'],
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['El Paso', 'TX'],
  ['Round Rock', 'TX'],
  ['San Marcos', 'TX'],
  ['Lubbock', 'TX'],
  ['Laredo', 'TX'],
  ['Waco', 'TX'],
  ['Albuquerque', 'NM'],
  ['Santa Fe', 'NM'],
  ['Tulsa', 'OK'],
  ['Oklahoma City', 'OK'],
  ['Little Rock', 'AR'],
  ['New Orleans', 'LA'],
  ['Baton Rouge', 'LA'],
  ['Memphis', 'TN'],
  ['Nashville', 'TN'],
  ['Atlanta', 'GA'],
  ['Savannah', 'GA'],
  ['Birmingham', 'AL'],
  ['Jackson', 'MS'],
  ['Miami', 'FL'],
  ['Tampa', 'FL'],
  ['Orlando', 'FL'],
  ['Charlotte', 'NC'],
  ['Durham', 'NC'],
  ['Richmond', 'VA'],
  ['Baltimore', 'MD'],
  ['Washington', 'DC'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Newark', 'NJ'],
  ['New York', 'NY'],
  ['Buffalo', 'NY'],
  ['Boston', 'MA'],
  ['Providence', 'RI'],
  ['Hartford', 'CT'],
  ['Burlington', 'VT'],
  ['Cleveland', 'OH'],
  ['Columbus', 'OH'],
  ['Detroit', 'MI'],
  ['Ann Arbor', 'MI'],
  ['Chicago', 'IL'],
  ['Indianapolis', 'IN'],
  ['Milwaukee', 'WI'],
  ['Madison', 'WI'],
  ['Minneapolis', 'MN'],
  ['Des Moines', 'IA'],
  ['Omaha', 'NE'],
  ['Kansas City', 'MO'],
  ['St. Louis', 'MO'],
  ['Denver', 'CO'],
  ['Boulder', 'CO'],
  ['Salt Lake City', 'UT'],
  ['Boise', 'ID'],
  ['Phoenix', 'AZ'],
  ['Tucson', 'AZ'],
  ['Las Vegas', 'NV'],
  ['Los Angeles', 'CA'],
  ['Oakland', 'CA'],
  ['San Diego', 'CA'],
  ['Fresno', 'CA'],
  ['Sacramento', 'CA'],
  ['Portland', 'OR'],
  ['Seattle', 'WA'],
  ['Spokane', 'WA'],
  ['Anchorage', 'AK'],
  ['Honolulu', 'HI'],
];

/** Cities outside the US and their country. */
export const WORLD_CITIES: readonly (readonly [string, string])[] = [
  ['Toronto', 'Canada'],
  ['Vancouver', 'Canada'],
  ['Montreal', 'Canada'],
  ['Monterrey', 'Mexico'],
  ['Mexico City', 'Mexico'],
  ['Guadalajara', 'Mexico'],
  ['London', 'United Kingdom'],
  ['Manchester', 'United Kingdom'],
  ['São Paulo', 'Brazil'],
  ['Bogotá', 'Colombia'],
  ['Bengaluru', 'India'],
  ['Pune', 'India'],
  ['Lagos', 'Nigeria'],
  ['Nairobi', 'Kenya'],
  ['Tokyo', 'Japan'],
  ['Seoul', 'South Korea'],
  ['Berlin', 'Germany'],
  ['Helsinki', 'Finland'],
  ['Melbourne', 'Australia'],
  ['Auckland', 'New Zealand'],
];
