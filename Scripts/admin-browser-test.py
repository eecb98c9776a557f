#!/usr/bin/env python3
"""The admin page tried as a volunteer would, with a phone and nothing else.

A real browser (Debian's chromium and chromedriver, driven by Selenium from PyPI)
at a phone's 390x844 claims the page with the code the wall shows (the kiosk runs
in tmux and is read back with capture-pane), logs in, changes the Asr iqama,
posts an announcement in Arabic, and reads both on the wall within 2 seconds.
The admin flow runs with JavaScript off (every page works without scripts); two
volunteers save at once from two phones (different settings both land; the same
setting is shown with both values); every public and admin page is checked at 360
pixels, and the month's timetable printed to PDF must be one A4 page. With an output folder, it writes the screenshots there.

Usage: admin-browser-test.py MAWQUT MAWQUT_ADMIN [SCREENSHOT_DIR]
Exit status 0 when everything held; 77 when chromium, chromedriver or Selenium is
missing (the caller reports a skip); 1 with the reason on a failure.
"""
import base64
import datetime
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata

signal.pthread_sigmask(signal.SIG_SETMASK, [])

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.print_page_options import PrintOptions
except ImportError:
    print("selenium is not installed (make test installs it from PyPI)")
    sys.exit(77)
for tool in ("chromium", "chromedriver", "tmux"):
    if shutil.which(tool) is None:
        print(f"{tool} is missing (make test installs chromium, chromium-driver and tmux)")
        sys.exit(77)

MAWQUT, ADMIN = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
SHOTS = sys.argv[3] if len(sys.argv) > 3 else None
ANNOUNCEMENT = "درس القرآن بعد المغرب"
PASSWORD = "a long mosque password"


def fail(message):
    print(message)
    sys.exit(1)


work = tempfile.mkdtemp(prefix="mawqut-browser-")
port = random.randint(40001, 60000)
config = os.path.join(work, "config.json")
data = os.path.join(work, "data")
os.makedirs(data)
with open(config, "w", encoding="utf-8") as file:
    json.dump({
        "location": {"name": "London Central Mosque", "latitude": 51.5274, "longitude": -0.1634, "timezone": "Europe/London"},
        "calculation": {"method": "moonsighting-committee"},
        "schedule": {"jumuah": ["13:15"]},
        "audio": {"device": "null"},
        "admin": {"listen": f"127.0.0.1:{port}"},
    }, file)
environment = dict(os.environ, LANG="C.UTF-8", XDG_CONFIG_HOME=work, XDG_DATA_HOME=work)
socket = f"mawqut-browser-{os.getpid()}"
server = None
drivers = []


def cleanup():
    for driver in drivers:
        try:
            driver.quit()
        except Exception:
            pass
    if server is not None:
        server.kill()
    subprocess.run(["tmux", "-L", socket, "kill-server"], stderr=subprocess.DEVNULL)
    shutil.rmtree(work, ignore_errors=True)


def times(date):
    output = subprocess.run([MAWQUT, "times", "--date", date, "--json", "--config", config], env=environment,
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def screen():
    return subprocess.run(["tmux", "-L", socket, "capture-pane", "-p"], capture_output=True, text=True).stdout


def wait_for(predicate, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        text = screen()
        if predicate(text):
            return text
        time.sleep(0.1)
    fail(f"the wall did not show {what} within {seconds} s; it shows:\n{screen()}")


def browser(width, height, scripts):
    options = Options()
    options.binary_location = shutil.which("chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", f"--window-size={width},{height}",
                     "--force-device-scale-factor=1", "--lang=en-GB"):
        options.add_argument(argument)
    if not scripts:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    driver.set_window_size(width, height)
    drivers.append(driver)
    return driver


def submit(driver, selector, shows, what):
    """Presses a button and waits until the next page shows `shows`."""
    driver.find_element(By.CSS_SELECTOR, selector).click()
    deadline = time.time() + 10
    while time.time() < deadline:
        if shows in driver.page_source:
            return
        time.sleep(0.1)
    fail(f"{what}: the page never showed {shows!r}:\n{driver.page_source[:2000]}")


def shot(driver, name):
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


try:
    server = subprocess.Popen([ADMIN, "--config", config, "--data-dir", data], env=environment,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    today = datetime.datetime.now(datetime.timezone.utc).astimezone().date()
    london_today = subprocess.run([MAWQUT, "times", "--json", "--config", config], env=environment, capture_output=True,
                                  text=True, check=True)
    date = json.loads(london_today.stdout)["date"]
    morning = json.loads(london_today.stdout)["times"]["sunrise"]
    # The wall shows today's table all morning: the kiosk starts at sunrise today, in the mosque's zone.
    subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-x", "110", "-y", "32",
                    f"env LANG=C.UTF-8 XDG_CONFIG_HOME={work} XDG_DATA_HOME={work} {MAWQUT} run --now {morning} "
                    f"--config {config} --data-dir {data}"], check=True)

    # 1. The wall shows the page's address and the setup code (the kiosk looks every 5 s,
    # once the admin has started and made the code: both slow on a machine running the
    # other tests beside this one).
    wall = wait_for(lambda text: re.search(r"setup code \d{4} \d{4}", " ".join(text.split())), 60, "the setup code")
    flat = " ".join(wall.split())
    address = re.search(r"open (http://\S+/admin/claim)", flat)
    code = re.search(r"setup code (\d{4} \d{4})", flat)
    if not address or not code:
        fail(f"the wall's claim notice cannot be read:\n{wall}")
    address, code = address.group(1), code.group(1)

    # 2. A phone, scripts off: claim, log in, change the Asr iqama, post an announcement in Arabic.
    phone = browser(390, 844, scripts=False)
    phone.get(address)
    shot(phone, "admin-claim-phone")
    phone.find_element(By.NAME, "code").send_keys(code)
    phone.find_element(By.NAME, "username").send_keys("imam")
    phone.find_element(By.NAME, "password").send_keys(PASSWORD)
    phone.find_element(By.NAME, "password2").send_keys(PASSWORD)
    submit(phone, "form.card button[type=submit]", "this page is yours", "claiming")
    wait_for(lambda text: "setup code" not in text, 20, "the claim notice gone after the claim")

    submit(phone, "form[action='/admin/logout'] button", "<h1>Log in</h1>", "logging out")
    phone.find_element(By.NAME, "username").send_keys("imam")
    phone.find_element(By.NAME, "password").send_keys(PASSWORD)
    submit(phone, "form.card button[type=submit]", "<h1>Overview</h1>", "logging in")
    shot(phone, "admin-overview-phone")

    phone.get(f"http://127.0.0.1:{port}/admin/settings")
    field = phone.find_element(By.NAME, "iqama.asr")
    field.clear()
    field.send_keys("25")
    submit(phone, "form.settings button[type=submit]", "Iqama · Asr (iqama.asr): 18 → 25", "saving the Asr iqama")
    saved = time.time()
    shot(phone, "admin-settings-phone")
    asr = datetime.datetime.fromisoformat(times(date)["iqama"]["asr"])
    expected = asr.strftime("%-I:%M %p")
    wait_for(lambda text: any("Asr" in line and expected in line for line in text.splitlines()), 2.5,
             f"the Asr iqama {expected} within 2 s of the save")
    print(f"Asr iqama {expected} on the wall {time.time() - saved:.1f} s after the save")

    phone.get(f"http://127.0.0.1:{port}/admin/announcements")
    phone.find_element(By.NAME, "announcements.text").send_keys(ANNOUNCEMENT)
    submit(phone, "button[value=preview]", "wall-preview", "previewing")
    if ANNOUNCEMENT not in phone.find_element(By.CSS_SELECTOR, ".wall-preview").text:
        fail("the preview does not show the announcement")
    shot(phone, "admin-announcement-preview-phone")
    submit(phone, "button[value=add]", "Added to announcements", "adding the announcement")
    posted = time.time()
    # The wall draws Arabic shaped and in visual order: read back to logical letters.
    def shows_announcement(text):
        return any(ANNOUNCEMENT in unicodedata.normalize("NFKC", line.strip())[::-1] for line in text.splitlines())
    wait_for(shows_announcement, 2.5, "the Arabic announcement within 2 s")
    print(f"announcement on the wall {time.time() - posted:.1f} s after posting")
    with open(os.path.join(work, "wall.txt"), "w", encoding="utf-8") as file:
        file.write(screen())

    # 3. The congregation's page: readable at 360 pixels in every language, with scripts on;
    # on a phone also in French, Turkish and Urdu where their catalogues are installed (the page links them).
    for width, height, suffix in ((390, 844, "phone"), (1280, 800, "desktop")):
        viewer = browser(width, height, scripts=True)
        viewer.get(f"http://127.0.0.1:{port}/")
        offered = {link.get_attribute("hreflang") for link in viewer.find_elements(By.CSS_SELECTOR, "nav.languages a")}
        for language in ("en", "ar") + (tuple(tag for tag in ("fr", "tr", "ur") if tag in offered) if suffix == "phone" else ()):
            viewer.get(f"http://127.0.0.1:{port}/?lang={language}")
            shot(viewer, f"public-{language}-{suffix}")
        if "tr" in offered:
            # The countdown, redrawn each second by the page's script, keeps the page's language.
            viewer.get(f"http://127.0.0.1:{port}/?lang=tr")
            time.sleep(1.5)
            counted = viewer.find_element(By.CSS_SELECTOR, "p.countdown").text
            if not counted.endswith("sonra"):
                fail(f"the Turkish page's countdown reads {counted!r}, not Turkish (\"… sonra\")")
        if suffix == "desktop":
            viewer.get(f"http://127.0.0.1:{port}/timetable")
            shot(viewer, "public-month-desktop")
    narrow = browser(360, 740, scripts=True)
    for path in ("/", "/?lang=ar", "/?lang=de", "/?lang=tr", "/timetable?lang=de", "/admin/login"):
        narrow.get(f"http://127.0.0.1:{port}{path}")
        overflow = narrow.execute_script("return document.documentElement.scrollWidth")
        if overflow > 360:
            fail(f"{path} is {overflow} pixels wide on a 360-pixel phone")
    narrow.get(f"http://127.0.0.1:{port}/")
    time.sleep(1.2)
    countdown = narrow.execute_script("var n = document.querySelector('[data-until]'); return n ? n.textContent : ''")
    if not re.match(r"^in (\d+ h )?\d+ (min|s)$", countdown or ""):
        fail(f"the countdown reads {countdown!r}")
    narrow.get(f"http://127.0.0.1:{port}/timetable")
    options = PrintOptions()
    options.page_width = 21.0
    options.page_height = 29.7
    pdf = base64.b64decode(narrow.print_page(options))
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    if pages != 1:
        fail(f"the month's timetable prints on {pages} A4 pages")
    print("month timetable: 1 A4 page")

    # 4. Two volunteers at once, each on a phone: different settings both land; the same
    # setting changed by both is shown with both values and nothing is undone.
    def log_in(driver):
        driver.get(f"http://127.0.0.1:{port}/admin/login")
        driver.find_element(By.NAME, "username").send_keys("imam")
        driver.find_element(By.NAME, "password").send_keys(PASSWORD)
        submit(driver, "form.card button[type=submit]", "<h1>Overview</h1>", "logging in")

    def type_into(driver, name, value):
        field = driver.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)

    def set_date(driver, name, iso):
        """Types a date into a date input in the order the browser's locale shows (day or month first)."""
        field = driver.find_element(By.NAME, name)
        for order in ((8, 10, 5, 7), (5, 7, 8, 10)):
            field.clear()
            field.send_keys(iso[order[0]:order[1]] + iso[order[2]:order[3]] + iso[0:4])
            if field.get_attribute("value") == iso:
                return
        fail(f"the date input {name} does not take {iso}")

    first, second = browser(390, 844, scripts=False), browser(390, 844, scripts=False)
    for volunteer in (first, second):
        log_in(volunteer)
        volunteer.get(f"http://127.0.0.1:{port}/admin/settings")
    type_into(first, "iqama.dhuhr", "30")
    submit(first, "form.settings button[type=submit]", "(iqama.dhuhr): 21 → 30", "the first volunteer's save")
    type_into(second, "iqama.maghrib", "12")
    submit(second, "form.settings button[type=submit]", "(iqama.maghrib): 9 → 12", "the second volunteer's save, on a page opened before the first")
    if "(iqama.dhuhr): 30 → 21" in second.page_source:
        fail("the second save undid the first volunteer's Dhuhr")
    for volunteer in (first, second):
        volunteer.get(f"http://127.0.0.1:{port}/admin/settings")
    type_into(first, "iqama.fajr", "25")
    submit(first, "form.settings button[type=submit]", "(iqama.fajr): 16 → 25", "the first volunteer's Fajr")
    type_into(second, "iqama.fajr", "20")
    submit(second, "form.settings button[type=submit]", "you typed 20; 25 was saved meanwhile", "the conflict on Fajr")
    if second.find_element(By.NAME, "iqama.fajr").get_attribute("value") != "20":
        fail("the refused page lost what the second volunteer typed")
    shot(second, "admin-settings-conflict-phone")
    submit(second, "form.settings button[type=submit]", "(iqama.fajr): 25 → 20", "saving again to keep the second volunteer's Fajr")
    saved = json.loads(open(config, encoding="utf-8").read())["iqama"]
    if (saved.get("dhuhr"), saved.get("maghrib"), saved.get("fajr")) != (30, 12, 20):
        fail(f"the configuration holds {saved}")
    # The same on a list: both add an Eid prayer from pages opened together, then one deletes
    # an entry from a page that shows the list as it was.
    for volunteer in (first, second):
        volunteer.get(f"http://127.0.0.1:{port}/admin/eid")
    for volunteer, day, hour in ((first, "2027-03-10", "07:30"), (second, "2027-05-16", "08:00")):
        set_date(volunteer, "eid.date", day)
        type_into(volunteer, "eid.times", hour)
        submit(volunteer, "button[value=add]", "Added to eid", f"adding the Eid prayer of {day}")
    first.get(f"http://127.0.0.1:{port}/admin/eid")
    stale = first.page_source
    second.get(f"http://127.0.0.1:{port}/admin/eid")
    submit(second, "form[action='/admin/eid/delete'] button", "Deleted from eid: date: 2027-03-10", "deleting the first Eid prayer")
    submit(first, "form[action='/admin/eid/delete'] button", "That entry is no longer in the list", "deleting it again from a stale page")
    eids = [entry["date"] for entry in json.loads(open(config, encoding="utf-8").read()).get("eid", [])]
    if eids != ["2027-05-16"] or "2027-03-10" not in stale:
        fail(f"the Eid list holds {eids}")
    print("two volunteers: both saves landed, the conflict was shown and resolved; list adds and deletes from stale pages too")

    # 5. No page scrolls sideways on a 360-pixel phone, the admin's with it.
    log_in(narrow)
    for path in ("/", "/?lang=ar", "/timetable", "/admin", "/admin/settings", "/admin/announcements", "/admin/eid",
                 "/admin/iqama-periods", "/admin/hijri-months", "/admin/timetable"):
        narrow.get(f"http://127.0.0.1:{port}{path}")
        width = narrow.execute_script("return document.documentElement.scrollWidth")
        if width > 360:
            fail(f"{path} is {width} pixels wide on a 360-pixel phone")
    print("every page fits 360 pixels")

    # 6. The admin pages in the volunteer's language on a phone: chosen by the language
    # links (kept across the login), in French, Turkish and Urdu where their catalogues are
    # installed; every page in that language fits the phone's 390 pixels.
    for language in (tag for tag in ("fr", "tr", "ur") if tag in offered):
        reader = browser(390, 844, scripts=False)
        reader.get(f"http://127.0.0.1:{port}/admin/login?lang={language}")
        if f'<html lang="{language}"' not in reader.page_source:
            fail(f"the login page's language link ?lang={language} was not followed")
        shot(reader, f"admin-login-{language}-phone")
        reader.find_element(By.NAME, "username").send_keys("imam")
        reader.find_element(By.NAME, "password").send_keys(PASSWORD)
        submit(reader, "form.card button[type=submit]", f'<html lang="{language}"', f"logging in in {language}")
        for path, name in (("/admin", "overview"), ("/admin/settings", "settings"), ("/admin/announcements", "announcements"),
                           ("/admin/eid", None), ("/admin/iqama-periods", None), ("/admin/hijri-months", None), ("/admin/timetable", None)):
            reader.get(f"http://127.0.0.1:{port}{path}")
            if f'<html lang="{language}"' not in reader.page_source:
                fail(f"{path} left {language} after the login")
            width = reader.execute_script("return document.documentElement.scrollWidth")
            if width > 390:
                fail(f"{path} in {language} is {width} pixels wide on a 390-pixel phone")
            if name:
                shot(reader, f"admin-{name}-{language}-phone")
    print("admin pages in " + ", ".join(tag for tag in ("fr", "tr", "ur") if tag in offered) + " on a phone")

    desk = browser(1280, 800, scripts=True)
    desk.get(f"http://127.0.0.1:{port}/admin/login")
    desk.find_element(By.NAME, "username").send_keys("imam")
    desk.find_element(By.NAME, "password").send_keys(PASSWORD)
    submit(desk, "form.card button[type=submit]", "<h1>Overview</h1>", "logging in on a desktop")
    shot(desk, "admin-overview-desktop")
    desk.get(f"http://127.0.0.1:{port}/admin/announcements")
    shot(desk, "admin-announcements-desktop")
    print("ok")
finally:
    cleanup()
