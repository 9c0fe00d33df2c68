-- Demo content so that a fresh start shows a living academy: the AI Coder and GPS Digital
-- courses with modules and lessons, the automation course's catalogue entry, prompts of each
-- type, tools of each category, forum topics with comments, and two newsletters.
--
-- Every row has a fixed id and is inserted with ON CONFLICT DO NOTHING, so applying the seed
-- twice changes nothing. Rows that would need an author have created_by NULL (no account).
-- created_at is staggered so "creation order" (lessons grouped by module, oldest first) is stable.

-- Courses ---------------------------------------------------------------------------------
-- The catalogue (issue 33: no course text in code): Creole in the plain columns, Portuguese and English in
-- translations. AI Coder and GPS Digital are published; the games and mobile courses and the automation course (its
-- page is static) are announced with no planned month: staff set it when they know it ("show no month rather than an
-- invented one").
insert into public.courses (id, slug, title, description, translations, category, level, is_premium, state, position, created_at) values
  ('00000000-0000-4000-8000-00000000c001', 'coder-ai', 'AI Coder',
   'Konstwi aplikasyon konplè avèk asistan kòd IA, depi lide a jiska piblikasyon.',
   '{"pt": {"title": "AI Coder", "description": "Crie aplicativos completos com assistentes de código de IA, da ideia à publicação."},
     "en": {"title": "AI Coder", "description": "Build complete apps with AI coding assistants, from idea to launch."}}',
   'AI Development', 'Beginner', false, 'published', 1, now() - interval '90 days'),
  ('00000000-0000-4000-8000-00000000c002', 'gps-digital', 'GPS Digital',
   'Chemen pa etap pou w lanse prezans ou sou entènèt ak sit, paj vant ak SEO.',
   '{"pt": {"title": "GPS Digital", "description": "Um caminho passo a passo para lançar sua presença online com sites, páginas de vendas e SEO."},
     "en": {"title": "GPS Digital", "description": "A step-by-step path to launch your online presence with websites, sales pages and SEO."}}',
   'Web Development', 'Beginner', false, 'published', 2, now() - interval '89 days'),
  ('00000000-0000-4000-8000-00000000c004', 'game-ai', 'Jwèt avèk IA',
   'Kreye jwèt 2D pou navigatè a avèk èd IA pou kòd, imaj ak son.',
   '{"pt": {"title": "Jogos com IA", "description": "Crie jogos 2D para o navegador com a ajuda da IA para código, imagens e som."},
     "en": {"title": "Games with AI", "description": "Make 2D browser games with AI help for code, art and sound."}}',
   'Game Development', 'Intermediate', true, 'announced', 3, now() - interval '88 days'),
  ('00000000-0000-4000-8000-00000000c005', 'mobile-ai', 'Aplikasyon Mobil avèk IA',
   'Kreye aplikasyon pou telefòn Android ak iPhone avèk IA, soti nan desen rive nan magazen an.',
   '{"pt": {"title": "Apps Mobile com IA", "description": "Crie apps para Android e iPhone com IA, do design até a loja."},
     "en": {"title": "Mobile Apps with AI", "description": "Build Android and iPhone apps with AI, from design to the store."}}',
   'Mobile Development', 'Advanced', true, 'announced', 4, now() - interval '87 days'),
  ('00000000-0000-4000-8000-00000000c003', 'automation', 'Otomatizasyon',
   'Otomatize travay ki repete avèk ajan IA ak workflow.',
   '{"pt": {"title": "Automação", "description": "Automatize tarefas repetitivas com agentes de IA e fluxos de trabalho."},
     "en": {"title": "Automation", "description": "Automate repetitive work with AI agents and workflows."}}',
   -- A draft: the spec's catalogue shows four featured courses (two premium and locked); automation has its own page
   -- (/academy/automation), and staff announce or publish this row when its lessons are ready.
   'AI Development', 'Intermediate', true, 'draft', 5, now() - interval '86 days')
on conflict (id) do nothing;

-- Modules: module 1 of AI Coder is free, later modules mix free and premium lessons ---------
insert into public.modules (id, course_id, title, position, created_at) values
  ('00000000-0000-4000-8000-0000000a0101', '00000000-0000-4000-8000-00000000c001', 'Premye pa ak AI', 1, now() - interval '80 days'),
  ('00000000-0000-4000-8000-0000000a0102', '00000000-0000-4000-8000-00000000c001', 'Konstwi yon app web konplè', 2, now() - interval '79 days'),
  ('00000000-0000-4000-8000-0000000a0103', '00000000-0000-4000-8000-00000000c001', 'Pwojè avanse ak otomatizasyon', 3, now() - interval '78 days'),
  ('00000000-0000-4000-8000-0000000a0201', '00000000-0000-4000-8000-00000000c002', 'Prezans dijital ou', 1, now() - interval '77 days'),
  ('00000000-0000-4000-8000-0000000a0202', '00000000-0000-4000-8000-00000000c002', 'Jwenn premye kliyan ou yo', 2, now() - interval '76 days')
on conflict (id) do nothing;

-- Lessons ---------------------------------------------------------------------------------
insert into public.videos (id, title, description, youtube_url, thumbnail_url, is_private, is_hidden, module_id, position, created_by, created_at) values
  -- AI Coder, module 1 (free)
  ('00000000-0000-4000-8000-0000000b0101', 'Kisa yon LLM ye e kijan li ka ede w kode',
   'Yon vizyon jeneral sou modèl lang yo ak sa yo fè byen (ak mal).',
   'https://www.youtube.com/watch?v=PtYgjmUhBel', null, false, false, '00000000-0000-4000-8000-0000000a0101', 1, null, now() - interval '70 days'),
  ('00000000-0000-4000-8000-0000000b0102', 'Prepare anviwònman ou: editè, Git ak Node',
   'Enstale zouti yo epi kreye premye depo Git ou.',
   'https://www.youtube.com/watch?v=31iEl2hpChY', null, false, false, '00000000-0000-4000-8000-0000000a0101', 2, null, now() - interval '69 days'),
  ('00000000-0000-4000-8000-0000000b0103', 'Premye prompt ou pou ekri kòd',
   'Kijan pou w mande AI a kòd klè, teste e fasil pou li.',
   'https://www.youtube.com/watch?v=gCfrL1spNxn', null, false, false, '00000000-0000-4000-8000-0000000a0101', 3, null, now() - interval '68 days'),
  ('00000000-0000-4000-8000-0000000b0104', 'Planifye yon app ak yon PRD',
   'Ekri yon dokiman kondisyon pwodwi anvan premye liy kòd la.',
   'https://www.youtube.com/watch?v=yVmihA-2O76', null, false, false, '00000000-0000-4000-8000-0000000a0101', 4, null, now() - interval '67 days'),
  -- AI Coder, module 2 (mixed)
  ('00000000-0000-4000-8000-0000000b0201', 'Frontend ak React: premye ekran yo',
   'Konpozan, eta ak wout, avèk AI kòm kopilòt.',
   'https://www.youtube.com/watch?v=UMFxFkM-R5K', null, false, false, '00000000-0000-4000-8000-0000000a0102', 1, null, now() - interval '66 days'),
  ('00000000-0000-4000-8000-0000000b0202', 'Backend ak Supabase: tab, règ ak RLS',
   'Modèl done a, politik sekirite ranje yo ak premye apèl API yo.',
   'https://www.youtube.com/watch?v=jp1vRt_1fjO', null, true, false, '00000000-0000-4000-8000-0000000a0102', 2, null, now() - interval '65 days'),
  ('00000000-0000-4000-8000-0000000b0203', 'Otantifikasyon: enskripsyon, koneksyon, modpas',
   'Sesyon, gad wout ak wòl itilizatè yo.',
   'https://www.youtube.com/watch?v=RS-6ilI8ihN', null, false, false, '00000000-0000-4000-8000-0000000a0102', 3, null, now() - interval '64 days'),
  ('00000000-0000-4000-8000-0000000b0204', 'Peman ak abònman',
   'Plan chak mwa, chak ane ak aksè pou tout tan, ak webhook yo.',
   'https://www.youtube.com/watch?v=5KXSc7Tvo-h', null, true, false, '00000000-0000-4000-8000-0000000a0102', 4, null, now() - interval '63 days'),
  -- AI Coder, module 3 (mostly premium)
  ('00000000-0000-4000-8000-0000000b0301', 'Teste app ou ak AI',
   'Tès inite, tès entegrasyon ak tès nan navigatè a.',
   'https://www.youtube.com/watch?v=BKqFYY-kv5Z', null, false, false, '00000000-0000-4000-8000-0000000a0103', 1, null, now() - interval '62 days'),
  ('00000000-0000-4000-8000-0000000b0302', 'Otomatize travay ak fonksyon sèvè',
   'Imèl, notifikasyon ak travay ki kouri pou kont yo.',
   'https://www.youtube.com/watch?v=Jr3J1TWDtkw', null, true, false, '00000000-0000-4000-8000-0000000a0103', 2, null, now() - interval '61 days'),
  ('00000000-0000-4000-8000-0000000b0303', 'Mete app ou an pwodiksyon',
   'Domèn, varyab anviwònman, siveyans ak premye itilizatè yo.',
   'https://www.youtube.com/watch?v=tDDb_xHKas1', null, true, false, '00000000-0000-4000-8000-0000000a0103', 3, null, now() - interval '60 days'),
  -- GPS Digital, module 1 (free)
  ('00000000-0000-4000-8000-0000000b1101', 'Bati prezans dijital ou',
   'Pwofil, sit pèsonèl ak mesaj klè sou sa ou ofri.',
   'https://www.youtube.com/watch?v=VOqg6YYZYn9', null, false, false, '00000000-0000-4000-8000-0000000a0201', 1, null, now() - interval '59 days'),
  ('00000000-0000-4000-8000-0000000b1102', 'Kreye kontni ak AI san w pa pèdi vwa w',
   'Ekri, fè imaj ak videyo kout ki sanble ak ou.',
   'https://www.youtube.com/watch?v=ZhyiA4uoRgn', null, false, false, '00000000-0000-4000-8000-0000000a0201', 2, null, now() - interval '58 days'),
  ('00000000-0000-4000-8000-0000000b1103', 'Mezire sa k mache',
   'Analitik senp pou konnen ki kontni ki pote rezilta.',
   'https://www.youtube.com/watch?v=atmUdjAWtGS', null, false, false, '00000000-0000-4000-8000-0000000a0201', 3, null, now() - interval '57 days'),
  -- GPS Digital, module 2 (mixed)
  ('00000000-0000-4000-8000-0000000b1201', 'Jwenn premye kliyan ou yo',
   'Kote pou chèche yo, kijan pou pale ak yo ak kijan pou fikse pri.',
   'https://www.youtube.com/watch?v=U8po_799Nks', null, false, false, '00000000-0000-4000-8000-0000000a0202', 1, null, now() - interval '56 days'),
  ('00000000-0000-4000-8000-0000000b1202', 'Pwopozisyon ak kontra ki pwoteje w',
   'Modèl pwopozisyon, etap livrezon ak peman.',
   'https://www.youtube.com/watch?v=nRH9ucAUsdM', null, true, false, '00000000-0000-4000-8000-0000000a0202', 2, null, now() - interval '55 days'),
  ('00000000-0000-4000-8000-0000000b1203', 'Fè biznis ou grandi ak otomatizasyon',
   'Sistèm senp pou swiv kliyan ak fakti.',
   'https://www.youtube.com/watch?v=lHUvTCQCyEZ', null, true, false, '00000000-0000-4000-8000-0000000a0202', 3, null, now() - interval '54 days'),
  -- A lesson not yet published (hidden): visible to staff only.
  ('00000000-0000-4000-8000-0000000b0399', 'Bonis: agent AI ki travay pou ou (bouyon)',
   'Leson an preparasyon.',
   'https://www.youtube.com/watch?v=Dz-TddJ8HyS', null, true, true, '00000000-0000-4000-8000-0000000a0103', 4, null, now() - interval '53 days')
on conflict (id) do nothing;

-- Prompts: each type (Feature, Rule, Setup) and sections AI, App, Auth, Backend, Code-Quality --
insert into public.ai_prompts (id, title, text, type, category, author, is_premium, is_hidden, created_by, created_at) values
  ('00000000-0000-4000-8000-0000000d0001', 'Planifye yon fonksyonalite',
   'Ou se yon enjenyè lojisyèl ki gen eksperyans. Anvan ou ekri kòd, ekri yon plan kout: objektif la, fichye ki pral chanje, ka limit yo ak tès ki pral pwouve li mache. Tann konfimasyon mwen anvan ou kòmanse.',
   'Feature', 'AI', 'Academy Team', false, false, null, now() - interval '40 days'),
  ('00000000-0000-4000-8000-0000000d0002', 'Ekran koneksyon ak enskripsyon',
   'Kreye ekran koneksyon ak enskripsyon ak imèl ak modpas. Modpas la dwe gen omwen 8 karaktè, yon lèt majiskil, yon lèt miniskil ak yon chif. Montre erè yo anba chak chan.',
   'Feature', 'Auth', 'Academy Team', false, false, null, now() - interval '39 days'),
  ('00000000-0000-4000-8000-0000000d0003', 'Tablo done ak règ sekirite',
   'Pou chak tab, ekri migrasyon SQL la ak politik RLS yo: ki moun ki ka li, ekri, modifye ak efase. Ajoute yon tès pou chak politik ki montre ka ki otorize a ak ka ki refize a.',
   'Feature', 'Backend', 'Academy Team', true, false, null, now() - interval '38 days'),
  ('00000000-0000-4000-8000-0000000d0004', 'Règ: kòd ki fasil pou li',
   'Sèvi ak non ki eksplike sa yo ye, fonksyon kout ki fè yon sèl bagay, epi kòmantè ki di poukisa, pa kisa. Pa janm kite kòd mouri oswa log debogaj.',
   'Rule', 'Code-Quality', 'Academy Team', false, false, null, now() - interval '37 days'),
  ('00000000-0000-4000-8000-0000000d0005', 'Règ: pa janm fè konfyans kliyan an',
   'Tout verifikasyon pèmisyon dwe fèt sou sèvè a oswa nan baz done a (RLS). Entèfas la ka kache yon bouton, men li pa janm sèl baryè a.',
   'Rule', 'Auth', 'Academy Team', false, false, null, now() - interval '36 days'),
  ('00000000-0000-4000-8000-0000000d0006', 'Règ: chanjman piti ak tès',
   'Fè yon chanjman piti alafwa, kouri tès yo apre chak etap, epi eksplike sa ki chanje nan yon mesaj commit onèt.',
   'Rule', 'App', 'Academy Team', true, false, null, now() - interval '35 days'),
  ('00000000-0000-4000-8000-0000000d0007', 'Enstale yon pwojè React + Vite',
   'Kreye yon pwojè React ak TypeScript strik, Vite, ESLint ak Prettier. Ajoute yon paj dakèy, yon paj 404 ak yon tès ki pase.',
   'Setup', 'App', 'Academy Team', false, false, null, now() - interval '34 days'),
  ('00000000-0000-4000-8000-0000000d0008', 'Konfigire Supabase lokalman',
   'Inisyalize Supabase nan pwojè a, kreye premye migrasyon an, aplike li, epi konekte kliyan an ak varyab anviwònman yo.',
   'Setup', 'Backend', 'Academy Team', true, false, null, now() - interval '33 days'),
  ('00000000-0000-4000-8000-0000000d0009', 'Asistan AI nan editè a',
   'Ekri yon fichye règ pou asistan AI editè a: konvansyon pwojè a, kòmand pou kouri tès yo ak sa li pa dwe janm fè.',
   'Setup', 'AI', 'Academy Team', true, false, null, now() - interval '32 days'),
  ('00000000-0000-4000-8000-0000000d0010', 'Bouyon: agent revizyon kòd',
   'Prompt an preparasyon.',
   'Rule', 'Code-Quality', 'Academy Team', false, true, null, now() - interval '31 days')
on conflict (id) do nothing;

-- Tools: each category of the Tools page ----------------------------------------------------
insert into public.tools (id, name, description, category, url, logo_url, tags, created_by, created_at) values
  ('00000000-0000-4000-8000-0000000e0001', 'ChatGPT', 'Asistan konvèsasyon pou panse, ekri ak kode.', 'AI', 'https://chatgpt.com', null, '{llm,chat,kod}', null, now() - interval '30 days'),
  ('00000000-0000-4000-8000-0000000e0002', 'Claude', 'Modèl AI pou rezonman, dokiman long ak kòd.', 'AI', 'https://claude.ai', null, '{llm,chat,kod}', null, now() - interval '29 days'),
  ('00000000-0000-4000-8000-0000000e0003', 'Cursor', 'Editè kòd ak AI entegre.', 'Development', 'https://cursor.com', null, '{editè,ai,kod}', null, now() - interval '28 days'),
  ('00000000-0000-4000-8000-0000000e0004', 'GitHub', 'Depo Git, revizyon kòd ak CI.', 'Development', 'https://github.com', null, '{git,ci,kolaborasyon}', null, now() - interval '27 days'),
  ('00000000-0000-4000-8000-0000000e0005', 'Figma', 'Desen entèfas ak pwototip an ekip.', 'Design', 'https://www.figma.com', null, '{ui,pwototip}', null, now() - interval '26 days'),
  ('00000000-0000-4000-8000-0000000e0006', 'Canva', 'Grafik ak vizyèl rapid pou rezo sosyal.', 'Design', 'https://www.canva.com', null, '{grafik,maketing}', null, now() - interval '25 days'),
  ('00000000-0000-4000-8000-0000000e0007', 'Supabase', 'Baz done Postgres, otantifikasyon, estokaj ak fonksyon.', 'Backend', 'https://supabase.com', null, '{postgres,auth,api}', null, now() - interval '24 days'),
  ('00000000-0000-4000-8000-0000000e0008', 'Stripe', 'Peman an liy ak abònman.', 'Backend', 'https://stripe.com', null, '{peman,abònman}', null, now() - interval '23 days'),
  ('00000000-0000-4000-8000-0000000e0009', 'Discord', 'Kominote, salon vwa ak kanal pwojè.', 'Communication', 'https://discord.com', null, '{kominote,chat}', null, now() - interval '22 days'),
  ('00000000-0000-4000-8000-0000000e0010', 'Slack', 'Mesaj ekip ak entegrasyon.', 'Communication', 'https://slack.com', null, '{ekip,chat}', null, now() - interval '21 days')
on conflict (id) do nothing;

-- Forum topics (badge types Feature, Rule, Setup) and comments ------------------------------
insert into public.discussion_subjects (id, title, content, category, type, is_hidden, created_by, created_at) values
  ('00000000-0000-4000-8000-0000000f0001', 'Byenvini nan kominote a!',
   'Prezante tèt ou: ki kote ou ye, sa w ap aprann ak sa ou vle konstwi nan 90 jou kap vini yo.',
   'general', 'Rule', false, null, now() - interval '20 days'),
  ('00000000-0000-4000-8000-0000000f0002', 'Ki editè ou itilize ak AI?',
   'Cursor, VS Code ak Copilot, oswa yon lòt bagay? Pataje konfigirasyon ou.',
   'general', 'Setup', false, null, now() - interval '15 days'),
  ('00000000-0000-4000-8000-0000000f0003', 'Demann: mòd fènwa nan app egzèsis la',
   'Li ta bon pou gen yon bouton mòd fènwa nan app nou konstwi nan modil 2 a.',
   'general', 'Feature', false, null, now() - interval '10 days'),
  ('00000000-0000-4000-8000-0000000f0004', 'Règ kominote a (bouyon)',
   'Vèsyon kap prepare: respekte tout moun, pa gen piblisite, pataje kòd ak kontèks.',
   'general', 'Rule', true, null, now() - interval '5 days')
on conflict (id) do nothing;

insert into public.discussion_comments (id, content, subject_id, created_by, created_at) values
  ('00000000-0000-4000-8000-000000100001', 'Bonjou tout moun! Mwen soti Okap, m ap aprann React.', '00000000-0000-4000-8000-0000000f0001', null, now() - interval '19 days'),
  ('00000000-0000-4000-8000-000000100002', 'Olà! Sou Pòtoprens, premye app mwen se yon lis tach.', '00000000-0000-4000-8000-0000000f0001', null, now() - interval '18 days'),
  ('00000000-0000-4000-8000-000000100003', 'Cursor ak yon fichye règ pou pwojè a: li chanje tout bagay.', '00000000-0000-4000-8000-0000000f0002', null, now() - interval '14 days'),
  ('00000000-0000-4000-8000-000000100004', 'Dakò! Mwen ta renmen wè li tou.', '00000000-0000-4000-8000-0000000f0003', null, now() - interval '9 days')
on conflict (id) do nothing;

-- Newsletters (dashboard): one sent, one draft -----------------------------------------------
insert into public.newsletters (id, title, image_url, is_html, body, status, created_by, created_at, sent_at) values
  ('00000000-0000-4000-8000-000000110001', 'Nouvo leson: Backend ak Supabase', null, false,
   'Modil 2 AI Coder a gen yon nouvo leson sou tab, règ ak RLS. Bon aprantisaj!', 'sent', null, now() - interval '12 days', now() - interval '12 days'),
  ('00000000-0000-4000-8000-000000110002', 'Rezime semèn nan', null, true,
   '<h1>Rezime semèn nan</h1><p>Nouvo prompt, nouvo zouti ak diskisyon kominote a.</p>', 'draft', null, now() - interval '2 days', null)
on conflict (id) do nothing;

-- Captions of the first free lesson in Creole and Portuguese (issue 38), so the player, the transcript and search of
-- spoken words show on a fresh install. Plain cues, as the lesson form saves them.
insert into public.lesson_captions (video_id, language, cues, file_name) values
  ('00000000-0000-4000-8000-0000000b0101', 'ht', '[
    {"start": 0, "end": 4.5, "text": "Bonjou tout moun, byenveni nan premye leson an."},
    {"start": 4.5, "end": 10, "text": "Jodi a n ap wè kisa yon LLM ye:\nyon modèl ki aprann lang nan anpil tèks."},
    {"start": 10, "end": 16, "text": "Li ka ede w ekri kòd, men se ou ki verifye sa li ekri."},
    {"start": 16, "end": 21, "text": "Nan pwochen leson an, n ap prepare editè a."}
  ]'::jsonb, 'leson-1.ht.vtt'),
  ('00000000-0000-4000-8000-0000000b0101', 'pt', '[
    {"start": 0, "end": 4.5, "text": "Olá a todos, bem-vindos à primeira aula."},
    {"start": 4.5, "end": 10, "text": "Hoje vamos ver o que é um LLM:\num modelo que aprende a língua em muitos textos."},
    {"start": 10, "end": 16, "text": "Ele pode ajudar você a escrever código, mas quem verifica é você."},
    {"start": 16, "end": 21, "text": "Na próxima aula, vamos preparar o editor."}
  ]'::jsonb, 'aula-1.pt.srt')
on conflict (video_id, language) do nothing;
